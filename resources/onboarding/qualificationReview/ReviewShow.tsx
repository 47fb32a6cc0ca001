import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Show,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { ReasonText } from '../../../src/components/ReasonText';
import { useFormatters } from '../../../src/format/useFormatters';
import type { CertificationDetail } from '../../../dataProvider/onboardingWireTypes';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { ReasonDialog } from '../../../src/components/ReasonDialog';
import { IfPermitted } from '../../../src/session/usePermission';
import { StlViewer } from '../../../src/components/stlViewer';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';
import { STAFF_ROLES } from '../../../src/domain/roles';
import { RequireRole } from '../../../src/layout/RequireRole';
import { STATUS_COLORS, statusKey } from '../qualification/qualificationLabels';
import { useDentureTypes } from '../../../src/dictionaries/useDentureTypes';
import { CERTIFICATIONS_KEY } from '../queries';
import { ConfirmButton } from '../../../src/forms/ConfirmButton';
import { PageFrame } from '../../../src/components/PageFrame';

/** Staff: one attempt, the test case and the design together in the viewer, pass or fail. */
export function ReviewShow() {
  return (
    <RequireRole roles={STAFF_ROLES}>
      <PageFrame titleKey="app.onboarding.route.review_detail">
        <Show title="app.onboarding.route.review_detail" actions={false}>
          <Review />
        </Show>
      </PageFrame>
    </RequireRole>
  );
}

function Review() {
  const attempt = useRecordContext<CertificationDetail>();
  const translate = useTranslate();
  const { labelOf } = useDentureTypes();
  const { dateTime } = useFormatters();
  // The list's row stands in for the record until the detail arrives: it has no designer yet.
  if (!attempt?.designer)
    return (
      <LinearProgress aria-label={translate('ra.page.loading')} data-testid="review-loading" />
    );
  const t = (key: string) => translate(`app.onboarding.${key}`);
  return (
    <CardContent>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box sx={{ flex: 2, height: 480 }} data-testid="review-viewer">
          <StlViewer
            sources={[
              ...attempt.testCase.map((file) => ({ name: file.name, url: file.link })),
              { name: attempt.fileName, url: attempt.fileLink },
            ]}
          />
        </Box>
        <Card variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="h6">{labelOf(attempt.dentureType)}</Typography>
            <Chip
              size="small"
              color={STATUS_COLORS[attempt.status]}
              label={translate(statusKey(attempt.status))}
              data-testid="review-status"
            />
            <Typography sx={{ mt: 1 }}>
              {t('review.designer')}: {attempt.designer.account} ({attempt.designer.name})
            </Typography>
            <Typography>
              {t('review.level')}: {attempt.designer.level} · {t('review.points')}:{' '}
              {attempt.designer.points}
            </Typography>
            <Typography>
              {t('result.software')}: {attempt.software} {attempt.softwareVersion} ·{' '}
              {t('apply.years')}: {attempt.years}
            </Typography>
            <Typography>
              {t('result.submitted')}: {dateTime(attempt.submitTime)}
            </Typography>
            {attempt.status === '0' && (
              <IfPermitted code="staff_certification_review">
                <Verdict
                  id={attempt.id}
                  account={attempt.designer.account}
                  type={labelOf(attempt.dentureType)}
                />
              </IfPermitted>
            )}
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              {t('auth.history')}
            </Typography>
            {attempt.history.map((item) => (
              <Typography key={item.id} variant="body2">
                {dateTime(item.submitTime)} · {labelOf(item.dentureType)} ·{' '}
                {translate(statusKey(item.status))}
                {item.reasonCode || item.reason ? ' · ' : ''}
                <ReasonText kind="review" reasonCode={item.reasonCode} reason={item.reason} />
              </Typography>
            ))}
          </CardContent>
        </Card>
      </Stack>
    </CardContent>
  );
}

/** Pass (confirmed first) or fail (with its reason): a decision that cannot be undone. */
function Verdict({ id, account, type }: { id: string; account: string; type: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const redirect = useRedirect();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const [failing, setFailing] = useState(false);
  const review = useMutation({
    mutationFn: ({
      result,
      reason,
      reasonCode = '',
    }: {
      result: 'pass' | 'fail';
      reason: string;
      reasonCode?: string;
    }) => dataProvider.reviewCertification(id, result, reason, reasonCode),
    onSuccess: async () => {
      notify('app.onboarding.review.done', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: CERTIFICATIONS_KEY });
      redirect('list', 'certifications');
    },
    onError: notifyFailure,
  });
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      <ConfirmButton
        variant="contained"
        color="success"
        disabled={review.isPending}
        pending={review.isPending}
        title="app.onboarding.review.confirm_pass"
        titleOptions={{ account, type }}
        content="app.onboarding.review.confirm_pass_note"
        onConfirm={() => review.mutate({ result: 'pass', reason: '' })}
      >
        {translate('app.onboarding.review.pass')}
      </ConfirmButton>
      <Button
        variant="outlined"
        color="error"
        disabled={review.isPending}
        onClick={() => setFailing(true)}
      >
        {translate('app.onboarding.review.fail')}
      </Button>
      {failing && (
        <ReasonDialog
          titleKey="app.onboarding.review.fail"
          limit="reason"
          labelKey="app.onboarding.review.reason"
          categories="review"
          pending={review.isPending}
          onConfirm={(reason, reasonCode) => review.mutate({ result: 'fail', reason, reasonCode })}
          onClose={() => setFailing(false)}
        />
      )}
    </Stack>
  );
}
