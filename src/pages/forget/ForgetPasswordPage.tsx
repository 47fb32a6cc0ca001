import { useState } from 'react';
import { Box } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { yupResolver } from '@hookform/resolvers/yup';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Form, useNotify } from 'react-admin';
import { usePortalAuthProvider } from '../signIn/usePortalAuthProvider';
import { AuthCard } from '../signIn/AuthCard';
import { AuthTextInput } from '../signIn/AuthTextInput';
import { SubmitButton } from '../signIn/SubmitButton';
import { BackToLoginLink } from '../signIn/BackToLoginLink';
import { SendCodeButton } from '../signIn/SendCodeButton';
import { errorMessage } from '../../notify/errorMessage';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { forgetSchema, type ForgetValues } from './forgetSchema';
import { PATHS } from '../../routes/paths';

const DEFAULTS: ForgetValues = { phone: '', vfCode: '', newPassword: '', newPassword1: '' };

export function ForgetPasswordPage() {
  const notify = useNotify();
  const navigate = useNavigate();
  const authProvider = usePortalAuthProvider();
  const [ukey, setUkey] = useState('');
  useDocumentTitle('app.forget.title');

  const reset = useMutation({
    mutationFn: (values: ForgetValues) => authProvider.resetPassword({ ...values, ukey }),
    onSuccess: () => {
      notify('app.forget.success', { type: 'success' });
      navigate(PATHS.login);
    },
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
  });

  return (
    <AuthCard titleKey="app.forget.title">
      <Form
        resolver={yupResolver(forgetSchema)}
        defaultValues={DEFAULTS}
        onSubmit={(values: FieldValues) => reset.mutate(values as ForgetValues)}
        disableInvalidFormNotification
        noValidate
      >
        <AuthTextInput source="phone" labelKey="app.forget.phone" autoFocus />
        <CodeRow onSent={setUkey} />
        <AuthTextInput
          source="newPassword"
          labelKey="app.forget.new_password"
          type="password"
          autoComplete="new-password"
        />
        <AuthTextInput
          source="newPassword1"
          labelKey="app.forget.confirm_password"
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton labelKey="app.forget.submit" busy={reset.isPending} />
      </Form>
      <BackToLoginLink />
    </AuthCard>
  );
}

ForgetPasswordPage.path = PATHS.forget;

/** The code field and the button that sends a code to the phone typed above, once it is valid. */
function CodeRow({ onSent }: { onSent: (ukey: string) => void }) {
  const { trigger, getValues } = useFormContext<ForgetValues>();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <AuthTextInput source="vfCode" labelKey="app.forget.code" />
      <SendCodeButton
        validateTarget={() => trigger('phone')}
        getTarget={() => getValues('phone')}
        onSent={onSent}
      />
    </Box>
  );
}
