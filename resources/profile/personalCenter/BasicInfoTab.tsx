import { Box, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { Form, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ProfileValues } from '../../../dataProvider/profileWireTypes';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { UserDetail } from '../../../dataProvider/wireTypes';
import { keepText } from '../../../src/components/formParse';
import { useNotifyFailure } from '../../../src/components/useNotifyError';
import { USER_DETAIL_KEY, useUserDetail } from '../../../src/components/useUserDetail';
import { AvatarEditor } from './AvatarEditor';
import { PhoneChange } from './PhoneChange';
import { WriteSubmitButton } from '../../../src/components/WriteSubmitButton';

const FIELDS = [
  ['name', 'name'],
  ['realName', 'real_name'],
  ['email', 'email'],
  ['country', 'country'],
  ['timeZone', 'time_zone'],
  ['designSoftware', 'design_software'],
  ['indications', 'indications'],
] as const;

/** Tab 1: basic information, the skills profile staff review, the avatar and the phone. */
export function BasicInfoTab() {
  const { data: detail } = useUserDetail();
  if (!detail) return null;
  return (
    <Box>
      <AvatarEditor avatar={detail.avatar} />
      <ProfileForm detail={detail} />
      <PhoneChange mobile={detail.mobile} />
    </Box>
  );
}

function ProfileForm({ detail }: { detail: UserDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const defaultValues: ProfileValues = {
    name: detail.name,
    realName: detail.realName,
    email: detail.email,
    ...detail.profile,
  };
  const save = useMutation({
    mutationFn: (values: ProfileValues) => dataProvider.updateProfile(values),
    onSuccess: async () => {
      notify('app.profile.saved', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: USER_DETAIL_KEY });
    },
    onError: notifyFailure,
  });
  return (
    <Box maxWidth={640}>
      <Form
        defaultValues={defaultValues}
        onSubmit={(values: FieldValues) => save.mutate(values as ProfileValues)}
      >
        <TextField
          label={translate('app.profile.basic.account')}
          value={detail.account}
          disabled
          fullWidth
          margin="dense"
        />
        <Stack>
          {FIELDS.map(([name, key]) => (
            <TextInput
              key={name}
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
