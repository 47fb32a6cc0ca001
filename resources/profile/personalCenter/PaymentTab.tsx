import { Box, Button, MenuItem, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { UserDetail } from '../../../dataProvider/wireTypes';
import { FormTextField } from '../../../src/pages/signIn/FormTextField';
import { useNotifyFailure } from '../../../src/components/useNotifyError';
import { USER_DETAIL_KEY, useUserDetail } from '../../../src/components/useUserDetail';
import { maskAccountNumber, type PaymentValues } from '../../../src/domain/payment';
import { BranchSearch } from './BranchSearch';
import { COUNTRIES, paymentDefaults, paymentResolver } from './paymentForm';
import { ignoreSecondClick } from '../../../src/components/firstClickOnly';

/** Tab 3: payment information (PUT /api/os/user/payment), rules by settlement currency. */
export function PaymentTab() {
  const { data: detail } = useUserDetail();
  if (!detail) return null;
  return <PaymentForm detail={detail} />;
}

function PaymentForm({ detail }: { detail: UserDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const saved = detail.payment.accountNumber;
  const { control, handleSubmit, setValue, resetField } = useForm<PaymentValues>({
    resolver: paymentResolver(saved),
    defaultValues: paymentDefaults(detail),
  });
  const currency = useWatch({ control, name: 'currency' });
  const save = useMutation({
    mutationFn: (values: PaymentValues) => dataProvider.updatePayment(values),
    onSuccess: async () => {
      notify('app.profile.saved', { type: 'success' });
      resetField('accountNumber', { defaultValue: '' });
      await queryClient.invalidateQueries({ queryKey: USER_DETAIL_KEY });
    },
    onError: notifyFailure,
  });
  const field = (name: keyof PaymentValues, labelKey: string) => (
    <FormTextField name={name} control={control} labelKey={`app.profile.payment.${labelKey}`} />
  );

  return (
    <Box
      component="form"
      noValidate
      maxWidth={640}
      onSubmit={handleSubmit((values) => save.mutate(values))}
      data-testid="payment-form"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          name="currency"
          control={control}
          labelKey="app.profile.payment.currency"
          select
        >
          <MenuItem value="RMB">{translate('app.profile.payment.rmb')}</MenuItem>
          <MenuItem value="USD">{translate('app.profile.payment.usd')}</MenuItem>
        </FormTextField>
        <FormTextField
          name="country"
          control={control}
          labelKey="app.profile.payment.country"
          select
        >
          {COUNTRIES.map((code) => (
            <MenuItem key={code} value={code}>
              {code}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
      {field('accountName', 'account_name')}
      <FormTextField
        name="accountNumber"
        control={control}
        labelKey="app.profile.payment.account_number"
        helperText={
          saved
            ? translate('app.profile.payment.account_saved', { masked: maskAccountNumber(saved) })
            : undefined
        }
        slotProps={{ formHelperText: { 'data-testid': 'account-saved' } as object }}
      />
      {currency === 'RMB' && (
        <BranchSearch
          onPick={(branch) => {
            setValue('jointBankNumber', branch.interNumber, { shouldValidate: true });
            setValue('bankCode', branch.bankCode);
            setValue('bankName', branch.bankName, { shouldValidate: true });
            setValue('branch', branch.branchName, { shouldValidate: true });
          }}
        />
      )}
      {field('bankName', 'bank_name')}
      {field('branch', 'branch')}
      {currency === 'RMB' && field('jointBankNumber', 'joint_bank_number')}
      {field('bankCode', 'bank_code')}
      {currency === 'USD' && field('swiftCode', 'swift_code')}
      {field('bankAddress', 'bank_address')}
      {field('payeeAddress', 'payee_address')}
      <Button
        type="submit"
        onClick={ignoreSecondClick}
        variant="contained"
        disabled={save.isPending}
        sx={{ mt: 2 }}
      >
        {translate('app.profile.save')}
      </Button>
    </Box>
  );
}
