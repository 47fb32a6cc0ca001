import { lazy, Suspense, useState, type ChangeEvent } from 'react';
import { Avatar, Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { sessionStore } from '../../../dataProvider/auth/sessionStore';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';
import { checkAvatarFile } from '../../../src/domain/avatarRules';
import { USER_DETAIL_KEY } from '../../../src/session/useUserDetail';

const AvatarCropDialog = lazy(() => import('./AvatarCropDialog'));

/** The avatar with its change button: type and size checked, cropped square, then uploaded. */
export function AvatarEditor({ avatar }: { avatar: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const { refetch } = useGetIdentity();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (dataUrl: string) => dataProvider.updateAvatar(dataUrl),
    onSuccess: async ({ avatar: saved }) => {
      sessionStore.setAvatar(saved);
      closeCrop();
      notify('app.profile.avatar.updated', { type: 'success' });
      await Promise.all([refetch(), queryClient.invalidateQueries({ queryKey: USER_DETAIL_KEY })]);
    },
    onError: notifyFailure,
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = checkAvatarFile(file);
    if (refusal) return notify(refusal, { type: 'error' });
    setImageUrl(URL.createObjectURL(file));
  };
  const closeCrop = () => {
    if (imageUrl) URL.revokeObjectURL(imageUrl);
    setImageUrl(null);
  };

  return (
    <Stack direction="row" spacing={2} alignItems="center" mb={2}>
      <Avatar
        src={avatar || undefined}
        sx={{ width: 72, height: 72 }}
        data-testid="profile-avatar"
      />
      <Button component="label" variant="outlined">
        {translate('app.profile.avatar.choose')}
        <input
          hidden
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={choose}
          data-testid="avatar-input"
        />
      </Button>
      {imageUrl && (
        <Suspense fallback={null}>
          <AvatarCropDialog
            imageUrl={imageUrl}
            busy={upload.isPending}
            onCancel={closeCrop}
            onCropped={(dataUrl) => upload.mutate(dataUrl)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
