import { Box, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { Form, useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { sessionStore } from '../../../dataProvider/auth/sessionStore';
import { LimitedTextInput } from '../../../src/forms/LimitedTextInput';
import type { ProfileValues } from '../../../dataProvider/profileWireTypes';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { UserDetail } from '../../../dataProvider/wireTypes';
import { keepText } from '../../../src/forms/formParse';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';
import { USER_DETAIL_KEY, useUserDetail } from '../../../src/session/useUserDetail';
import { AvatarEditor } from './AvatarEditor';
import { EmailChange } from './EmailChange';
import { PhoneChange } from './PhoneChange';
import { WriteSubmitButton } from '../../../src/forms/WriteSubmitButton';
import { KEEP_TYPED } from '../../../src/forms/keepTyped';

const FIELDS = [
  ['name', 'name', 'nickName'],
  ['realName', 'real_name', 'realName'],
  ['country', 'country', 'profileText'],
  ['timeZone', 'time_zone', 'profileText'],
  ['designSoftware', 'design_software', 'profileText'],
  ['indications', 'indications', 'profileText'],
] as const;

/** Tab 1: basic information, the skills profile staff review, the avatar, phone and e-mail. */
export function BasicInfoTab() {
  const { data: detail } = useUserDetail();
  if (!detail) return null;
  return (
    <Box>
      <AvatarEditor avatar={detail.avatar} />
      <ProfileForm detail={detail} />
      <PhoneChange mobile={detail.mobile} />
      <EmailChange email={detail.email} />
    </Box>
  );
}

function ProfileForm({ detail }: { detail: UserDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { refetch: refetchIdentity } = useGetIdentity();
  // The form always holds every field; the wire lets a write leave some out.
  const defaultValues: Required<ProfileValues> = {
    name: detail.name,
    realName: detail.realName,
    email: detail.email,
    ...detail.profile,
  };
  const save = useMutation({
    mutationFn: (values: Required<ProfileValues>) => dataProvider.updateProfile(values),
    onSuccess: async (_answer, values) => {
      notify('app.profile.saved', { type: 'success' });
      // The app bar shows the new nick name at once, not after the next sign-in.
      sessionStore.setNickName(values.name);
      await Promise.all([
        refetchIdentity(),
        queryClient.invalidateQueries({ queryKey: USER_DETAIL_KEY }),
      ]);
    },
    onError: notifyFailure,
  });
  return (
    <Box maxWidth={640}>
      <Form
        defaultValues={defaultValues}
        resetOptions={KEEP_TYPED}
        onSubmit={(values: FieldValues) => save.mutate(values as Required<ProfileValues>)}
      >
        <TextField
          label={translate('app.profile.basic.account')}
          value={detail.account}
          disabled
          fullWidth
          margin="dense"
        />
        <Stack>
          {FIELDS.map(([name, key, limit]) => (
            <LimitedTextInput
              key={name}
              limit={limit}
              source={name}
              id={`field-${name}`}
              label={`app.profile.basic.${key}`}
              parse={keepText}
              multiline={name === 'indications'}
              variant="outlined"
              margin="dense"
              fullWidth
            />
          ))}
        </Stack>
        <WriteSubmitButton labelKey="app.profile.save" pending={save.isPending} sx={{ mt: 2 }} />
      </Form>
    </Box>
  );
}
