import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../signIn/FormTextField';
import { SubmitButton } from '../signIn/SubmitButton';
import { accountLoginSchema, type AccountLoginValues } from './loginSchemas';

interface AccountLoginFormProps {
  busy: boolean;
  onLogin: (values: AccountLoginValues) => void;
}

export function AccountLoginForm({ busy, onLogin }: AccountLoginFormProps) {
  const { control, handleSubmit } = useForm<AccountLoginValues>({
    resolver: yupResolver(accountLoginSchema),
    defaultValues: { account: '', password: '' },
  });
  return (
    <form onSubmit={handleSubmit(onLogin)} noValidate>
      <FormTextField
        name="account"
        control={control}
        labelKey="app.login.account"
        autoComplete="username"
        autoFocus
      />
      <FormTextField
        name="password"
        control={control}
        labelKey="app.login.password"
        type="password"
        autoComplete="current-password"
      />
      <SubmitButton labelKey="app.login.submit" busy={busy} />
    </form>
  );
}
