import { useEffect, useState } from 'react';
import { Box, MenuItem, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import {
  Form,
  TextInput,
  useDataProvider,
  useNotify,
  useTranslate,
  type TextInputProps,
} from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { UserDetail } from '../../../dataProvider/wireTypes';
import { keepText } from '../../../src/forms/formParse';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';
import { USER_DETAIL_KEY, useUserDetail } from '../../../src/session/useUserDetail';
import {
  maskAccountNumber,
  type PaymentText,
  type PaymentValues,
} from '../../../src/domain/payment';
import { BranchSearch } from './BranchSearch';
import { COUNTRIES, paymentDefaults, paymentResolver } from './paymentForm';
import { WriteSubmitButton } from '../../../src/forms/WriteSubmitButton';
import { useLimitCounter } from '../../../src/forms/textLimit';

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
  // The form starts once from the saved details; a refetch of them does not reset what is typed.
  const [defaults] = useState(() => paymentDefaults(detail));
  const save = useMutation({
    mutationFn: (values: PaymentValues) => dataProvider.updatePayment(values),
    onSuccess: async () => {
      notify('app.profile.saved', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: USER_DETAIL_KEY });
    },
    onError: notifyFailure,
  });

  return (
    <Box maxWidth={640} data-testid="payment-form">
      <Form
        resolver={paymentResolver(saved)}
        defaultValues={defaults}
        disableInvalidFormNotification
        noValidate
        onSubmit={(values: FieldValues) => save.mutate(values as PaymentValues)}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <PaymentInput source="currency" labelKey="currency" select>
            <MenuItem value="RMB">{translate('app.profile.payment.rmb')}</MenuItem>
            <MenuItem value="USD">{translate('app.profile.payment.usd')}</MenuItem>
          </PaymentInput>
          <PaymentInput source="country" labelKey="country" select>
            {COUNTRIES.map((code) => (
              <MenuItem key={code} value={code}>
                {code}
              </MenuItem>
            ))}
          </PaymentInput>
        </Stack>
        <LimitedPaymentInput source="accountName" labelKey="account_name" />
        <PaymentInput
          source="accountNumber"
          labelKey="account_number"
          helperText={
            saved ? (
              <>
                {translate('app.profile.payment.account_saved', {
                  masked: maskAccountNumber(saved),
                })}
              </>
            ) : (
              false
            )
          }
          slotProps={{ formHelperText: { 'data-testid': 'account-saved' } as object }}
        />
        <BankFields />
        <ClearAccountAfterSave savedAt={save.isSuccess ? save.submittedAt : 0} />
        <WriteSubmitButton labelKey="app.profile.save" pending={save.isPending} sx={{ mt: 2 }} />
      </Form>
    </Box>
  );
}

/** A saved account number is only shown masked: each success empties the field again. */
function ClearAccountAfterSave({ savedAt }: { savedAt: number }) {
  const { resetField } = useFormContext<PaymentValues>();
  useEffect(() => {
    if (savedAt) resetField('accountNumber', { defaultValue: '' });
  }, [savedAt, resetField]);
  return null;
}

/** The bank fields; which ones show depends on the settlement currency. */
function BankFields() {
  const { setValue } = useFormContext<PaymentValues>();
  const currency = useWatch<PaymentValues, 'currency'>({ name: 'currency' });
  return (
    <>
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
      <LimitedPaymentInput source="bankName" labelKey="bank_name" />
      <LimitedPaymentInput source="branch" labelKey="branch" />
      {currency === 'RMB' && <PaymentInput source="jointBankNumber" labelKey="joint_bank_number" />}
      <PaymentInput source="bankCode" labelKey="bank_code" />
      {currency === 'USD' && <PaymentInput source="swiftCode" labelKey="swift_code" />}
      <LimitedPaymentInput source="bankAddress" labelKey="bank_address" />
      <LimitedPaymentInput source="payeeAddress" labelKey="payee_address" />
    </>
  );
}

type PaymentInputProps = Omit<TextInputProps, 'source' | 'label'> & {
  source: keyof PaymentValues;
  labelKey: string;
};

/** A text input whose id (`field-<source>`) the browser tests and labels rely on. */
function PaymentInput({ source, labelKey, ...props }: PaymentInputProps) {
  return (
    <TextInput
      helperText={false}
      {...props}
      source={source}
      id={`field-${source}`}
      label={`app.profile.payment.${labelKey}`}
      parse={keepText}
      variant="outlined"
      margin="dense"
      fullWidth
    />
  );
}

/** A free-text payment field, with the count of its characters against what it takes. */
function LimitedPaymentInput({ source, labelKey }: { source: PaymentText; labelKey: string }) {
  const counter = useLimitCounter(source, source);
  return <PaymentInput source={source} labelKey={labelKey} helperText={counter} />;
}
