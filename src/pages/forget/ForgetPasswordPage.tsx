import { useState } from 'react';
import { Box } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { usePortalAuthProvider } from '../signIn/usePortalAuthProvider';
import { AuthCard } from '../signIn/AuthCard';
import { FormTextField } from '../signIn/FormTextField';
import { SubmitButton } from '../signIn/SubmitButton';
import { BackToLoginLink } from '../signIn/BackToLoginLink';
import { SendCodeButton } from '../signIn/SendCodeButton';
import { errorMessage } from '../../components/errorMessage';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { forgetSchema, type ForgetValues } from './forgetSchema';
import { PATHS } from '../../routes/paths';

export function ForgetPasswordPage() {
  const notify = useNotify();
  const navigate = useNavigate();
  const authProvider = usePortalAuthProvider();
  const [ukey, setUkey] = useState('');
  const { control, handleSubmit, trigger, getValues } = useForm<ForgetValues>({
    resolver: yupResolver(forgetSchema),
    defaultValues: { phone: '', vfCode: '', newPassword: '', newPassword1: '' },
  });
  useDocumentTitle('app.forget.title');

  const reset = useMutation({
    mutationFn: (values: ForgetValues) => authProvider.resetPassword({ ...values, ukey }),
    onSuccess: () => {
      notify('app.forget.success', { type: 'success' });
      navigate(PATHS.login);
    },
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
  });
  const submit = (values: ForgetValues) => reset.mutate(values);

  return (
    <AuthCard titleKey="app.forget.title">
      <form onSubmit={handleSubmit(submit)} noValidate>
        <FormTextField name="phone" control={control} labelKey="app.forget.phone" autoFocus />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <FormTextField name="vfCode" control={control} labelKey="app.forget.code" />
          <SendCodeButton
            validateTarget={() => trigger('phone')}
            getTarget={() => getValues('phone')}
            onSent={setUkey}
          />
        </Box>
        <FormTextField
          name="newPassword"
          control={control}
          labelKey="app.forget.new_password"
          type="password"
          autoComplete="new-password"
        />
        <FormTextField
          name="newPassword1"
          control={control}
          labelKey="app.forget.confirm_password"
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton labelKey="app.forget.submit" busy={reset.isPending} />
      </form>
      <BackToLoginLink />
    </AuthCard>
  );
}

ForgetPasswordPage.path = PATHS.forget;
