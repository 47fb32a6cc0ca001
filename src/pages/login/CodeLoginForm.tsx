import { useState } from 'react';
import { Box } from '@mui/material';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../signIn/FormTextField';
import { SubmitButton } from '../signIn/SubmitButton';
import { SendCodeButton } from '../signIn/SendCodeButton';
import { codeLoginSchema, type CodeLoginValues } from './loginSchemas';

interface CodeLoginFormProps {
  busy: boolean;
  onLogin: (values: CodeLoginValues & { ukey: string }) => void;
}

export function CodeLoginForm({ busy, onLogin }: CodeLoginFormProps) {
  const [ukey, setUkey] = useState('');
  const { control, handleSubmit, trigger, getValues } = useForm<CodeLoginValues>({
    resolver: yupResolver(codeLoginSchema),
    defaultValues: { phone: '', vfCode: '' },
  });
  return (
    <form onSubmit={handleSubmit((values) => onLogin({ ...values, ukey }))} noValidate>
      <FormTextField name="phone" control={control} labelKey="app.login.phone" autoFocus />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <FormTextField name="vfCode" control={control} labelKey="app.login.code" />
        <SendCodeButton
          validateTarget={() => trigger('phone')}
          getTarget={() => getValues('phone')}
          onSent={setUkey}
        />
      </Box>
      <SubmitButton labelKey="app.login.submit" busy={busy} />
    </form>
  );
}
