import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

const SIZE = 256;

interface AvatarCropDialogProps {
  imageUrl: string;
  busy: boolean;
  onCancel: () => void;
  onCropped: (dataUrl: string) => void;
}

/** Square crop of the chosen picture, drawn to a 256 px PNG (lazy: react-easy-crop). */
export default function AvatarCropDialog({
  imageUrl,
  busy,
  onCancel,
  onCropped,
}: AvatarCropDialogProps) {
  const translate = useTranslate();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  const confirm = async () => {
    if (area) onCropped(await cropToPng(imageUrl, area));
  };

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="xs">
      <DialogTitle>{translate('app.profile.avatar.crop')}</DialogTitle>
      <DialogContent>
        <Box position="relative" height={300} data-testid="avatar-cropper">
          <Cropper
            image={imageUrl}
            crop={crop}
            zoom={zoom}
            aspect={1}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_area, pixels) => setArea(pixels)}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('app.profile.avatar.cancel')}</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={!area || busy}>
          {translate('app.profile.avatar.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

async function cropToPng(imageUrl: string, area: Area): Promise<string> {
  const image = new Image();
  image.src = imageUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  canvas
    .getContext('2d')
    ?.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, SIZE, SIZE);
  return canvas.toDataURL('image/png');
}
