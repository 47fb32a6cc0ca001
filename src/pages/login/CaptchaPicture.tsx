import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

interface CaptchaPictureProps {
  /** A data: URL from GET /api/blade-auth/oauth/captcha. */
  image: string;
  onNew: () => void;
}

/** The image captcha of the sign-in form, with a button for a new picture. */
export function CaptchaPicture({ image, onNew }: CaptchaPictureProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
      <img
        src={image}
        alt={translate('app.login.captcha_image')}
        width={130}
        height={48}
        data-testid="captcha-image"
      />
      <Button type="button" size="small" onClick={onNew}>
        {translate('app.login.captcha_new')}
      </Button>
    </Box>
  );
}
