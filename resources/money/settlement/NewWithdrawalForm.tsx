import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Balance, WithdrawalPreview } from '../../../dataProvider/moneyWireTypes';
import { newIdempotencyKey } from '../../../dataProvider/client/writeOnce';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { checkWithdrawal, looksLikeYuan, parseYuan, typedAmount } from '../../../src/domain/money';
import { useFormatters } from '../../../src/format/useFormatters';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';
import { moneyQueries } from '../queries';
import { personalCenterPath } from '../../../src/routes/paths';
import { firstClickOnly } from '../../../src/forms/firstClickOnly';

/** Amount → server preview (tax, receipt) → confirm; one Idempotency-Key per attempt. */
export function NewWithdrawalForm({ balance }: { balance: Balance }) {
  const translate = useTranslate();
  const { money } = useFormatters();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [amount, setAmount] = useState('');
  const [preview, setPreview] = useState<WithdrawalPreview | undefined>(undefined);
  const attemptKey = useRef(newIdempotencyKey());
  // "200,50" as a Turkish user writes it is 200.50 on the wire.
  const wireAmount = typedAmount(amount);
  const amountFen = parseYuan(wireAmount);
  const checkedFen = amountFen ?? (looksLikeYuan(wireAmount) ? Number.MAX_SAFE_INTEGER : undefined);
  const refusal =
    amount === ''
      ? undefined
      : checkWithdrawal(checkedFen, {
          minimumFen: Math.round(balance.minWithdrawal * 100),
          availableFen: Math.round(balance.available * 100),
        });

  const previewCall = useMutation({
    mutationFn: () => dataProvider.previewWithdrawal(wireAmount),
    onSuccess: setPreview,
    onError: notifyFailure,
  });
  const submitCall = useMutation({
    mutationFn: () => dataProvider.submitWithdrawal(wireAmount, attemptKey.current),
    onSuccess: () => {
      attemptKey.current = newIdempotencyKey();
      setAmount('');
      setPreview(undefined);
      notify('app.money.withdrawal.submitted', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: moneyQueries.balance(dataProvider).queryKey });
      refresh();
    },
    onError: notifyFailure,
  });

  if (!balance.hasPayment) {
    return (
      <Alert severity="warning" data-testid="withdrawal-no-payment">
        {translate('app.money.withdrawal.noPayment')}{' '}
        <Link to={personalCenterPath('3')}>{translate('app.money.withdrawal.goPayment')}</Link>
      </Alert>
    );
  }
  const minimum = money(balance.minWithdrawal, balance.currency);
  return (
    <Card variant="outlined" data-testid="withdrawal-form">
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <Typography variant="h6">{translate('app.money.withdrawal.new')}</Typography>
          <TextField
            label={translate('app.money.withdrawal.amount', {
              unit: translate(`app.money.withdrawal.unit.${balance.currency}`),
            })}
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setPreview(undefined);
            }}
            error={refusal !== undefined}
            helperText={
              refusal
                ? translate(refusal)
                : translate('app.money.withdrawal.minimum', { amount: minimum })
            }
            inputProps={{ inputMode: 'decimal', 'data-testid': 'withdrawal-amount' }}
          />
          <Typography variant="body2">
            {translate('app.money.withdrawal.account')}: {balance.bankAccount} ·{' '}
            {translate('app.money.withdrawal.arrival')}
          </Typography>
          <Box>
            <Button
              variant="outlined"
              disabled={amount === '' || refusal !== undefined || previewCall.isPending}
              onClick={() => previewCall.mutate()}
            >
              {translate('app.money.withdrawal.preview')}
            </Button>
          </Box>
          {preview && (
            <Box data-testid="withdrawal-preview">
              <Typography>
                {translate('app.money.withdrawal.tax')}: {money(preview.tax, balance.currency)}
              </Typography>
              <Typography>
                {translate('app.money.withdrawal.receipt')}:{' '}
                {money(preview.receipt, balance.currency)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('app.money.withdrawal.monthTotal')}:{' '}
                {money(preview.monthTotal, balance.currency)}
              </Typography>
              <Button
                variant="contained"
                sx={{ mt: 1 }}
                disabled={submitCall.isPending}
                onClick={firstClickOnly(() => submitCall.mutate())}
              >
                {translate('app.money.withdrawal.confirm')}
              </Button>
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
