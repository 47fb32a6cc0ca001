import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../signIn/FormTextField';
import { SubmitButton } from '../signIn/SubmitButton';
import { CaptchaPicture } from './CaptchaPicture';
import { accountLoginSchema, type AccountLoginValues } from './loginSchemas';

interface AccountLoginFormProps {
  busy: boolean;
  onLogin: (values: AccountLoginValues) => void;
  /** The image captcha the server asked for (after 3 failures), if it did. */
  captchaImage?: string;
  onNewCaptcha: () => void;
}

export function AccountLoginForm({
  busy,
  onLogin,
  captchaImage,
  onNewCaptcha,
}: AccountLoginFormProps) {
  const { control, handleSubmit, resetField } = useForm<AccountLoginValues>({
    resolver: yupResolver(accountLoginSchema),
    defaultValues: { account: '', password: '', captchaCode: '' },
    context: { captcha: captchaImage !== undefined },
  });
  const submit = (values: AccountLoginValues) => {
    // A captcha is checked once, right or wrong: the next try reads a new picture.
    resetField('captchaCode');
    onLogin(values);
  };
  return (
    <form onSubmit={handleSubmit(submit)} noValidate>
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
      {captchaImage !== undefined && (
        <>
          <CaptchaPicture image={captchaImage} onNew={onNewCaptcha} />
          <FormTextField
            name="captchaCode"
            control={control}
            labelKey="app.login.captcha"
            autoComplete="off"
            inputProps={{ 'data-testid': 'captcha-code' }}
          />
        </>
      )}
      <SubmitButton labelKey="app.login.submit" busy={busy} />
    </form>
  );
}
