import { useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { PageFrame } from '../../../src/components/PageFrame';
import { useFormatters } from '../../../src/format/useFormatters';
import { useSettlementCurrency } from '../../../src/session/useSettlementCurrency';
import { useNotifyError } from '../../../src/notify/useNotifyError';
import { inviteLink, invitePosterPng, inviteQrDataUrl } from './invitePoster';
import { PATHS } from '../../../src/routes/paths';
import { profileQueries } from '../queries';

const RULES = ['one', 'two', 'three'] as const;

/** /order/extension: the invite link, code, QR code and poster, the rules and the totals. */
export function ReferralPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const summary = useQuery({
    ...profileQueries.referralSummary(dataProvider),
  });
  useNotifyError(summary.error);
  const link = summary.data ? inviteLink(window.location.origin, summary.data.inviteCode) : '';
  const qr = useQrCode(link);
  const { moneyFen } = useFormatters();
  const currency = useSettlementCurrency();
  const reward = (fen: number) => moneyFen(fen, currency);

  const copy = async () => {
    await navigator.clipboard.writeText(link);
    notify('app.profile.referral.copied', { type: 'success' });
  };
  const downloadPoster = async () => {
    const blob = await invitePosterPng(link, {
      title: translate('app.profile.referral.poster_title'),
      hint: translate('app.profile.referral.poster_hint'),
    });
    const anchor = document.createElement('a');
    anchor.href = URL.createObjectURL(blob);
    anchor.download = `invite-${summary.data?.inviteCode ?? ''}.png`;
    anchor.click();
    URL.revokeObjectURL(anchor.href);
  };

  return (
    <PageFrame titleKey={ReferralPage.titleKey}>
      {summary.data && (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <Card sx={{ flex: 1 }}>
              <CardContent>
                <TextField
                  label={translate('app.profile.referral.link')}
                  value={link}
                  fullWidth
                  margin="dense"
                  slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'invite-link' } }}
                />
                <TextField
                  label={translate('app.profile.referral.code')}
                  value={summary.data.inviteCode}
                  margin="dense"
                  slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'invite-code' } }}
                />
                <Stack direction="row" spacing={1} mt={1}>
                  <Button variant="contained" onClick={() => void copy()}>
                    {translate('app.profile.referral.copy')}
                  </Button>
                  <Button variant="outlined" onClick={() => void downloadPoster()}>
                    {translate('app.profile.referral.poster')}
                  </Button>
                </Stack>
              </CardContent>
            </Card>
            <Card>
              <CardContent sx={{ textAlign: 'center' }}>
                <Typography variant="subtitle2">{translate('app.profile.referral.qr')}</Typography>
                {qr && (
                  <Box
                    component="img"
                    src={qr}
                    alt={translate('app.profile.referral.qr')}
                    width={240}
                    height={240}
                    data-testid="invite-qr"
                  />
                )}
              </CardContent>
            </Card>
          </Stack>
          <Stack
            direction="row"
            spacing={2}
            flexWrap="wrap"
            useFlexGap
            data-testid="referral-totals"
          >
            <Total labelKey="invited" value={String(summary.data.invited)} />
            <Total labelKey="qualified" value={String(summary.data.qualified)} />
            <Total labelKey="reward_month" value={reward(summary.data.rewardThisMonthFen)} />
            <Total labelKey="reward_total" value={reward(summary.data.rewardToDateFen)} />
          </Stack>
          <Card>
            <CardContent>
              <Typography variant="subtitle1">
                {translate('app.profile.referral.rules_title')}
              </Typography>
              <ol>
                {RULES.map((rule) => (
                  <li key={rule}>{translate(`app.profile.referral.rules.${rule}`)}</li>
                ))}
              </ol>
            </CardContent>
          </Card>
        </Stack>
      )}
    </PageFrame>
  );
}

ReferralPage.path = PATHS.extension;
ReferralPage.titleKey = 'app.chrome.route.referral';

function Total({ labelKey, value }: { labelKey: string; value: string }) {
  const translate = useTranslate();
  return (
    <Card sx={{ minWidth: 160 }}>
      <CardContent>
        <Typography variant="caption">{translate(`app.profile.referral.${labelKey}`)}</Typography>
        <Typography variant="h6">{value}</Typography>
      </CardContent>
    </Card>
  );
}

function useQrCode(link: string): string {
  const [dataUrl, setDataUrl] = useState('');
  useEffect(() => {
    let live = true;
    if (link) void inviteQrDataUrl(link).then((url) => live && setDataUrl(url));
    return () => {
      live = false;
    };
  }, [link]);
  return dataUrl;
}
