import { Box, Button, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { config } from '../../../dataProvider/client/config';

const SOURCES = ['github', 'wechat'] as const;

/**
 * The third-party sign-ins (GitHub, WeChat) under a caption: they lead to the provider, which
 * sends the user back to /login (signed in) or on to /register (an identity without an account).
 */
export function SocialButtons({ captionKey }: { captionKey: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 3 }}>
      <Divider>
        <Typography variant="caption" color="text.secondary">
          {translate(captionKey)}
        </Typography>
      </Divider>
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5, justifyContent: 'center' }}>
        {SOURCES.map((name) => (
          <Button
            key={name}
            size="small"
            variant="outlined"
            href={`${config.apiBaseUrl}/api/blade-auth/oauth/render/${name}`}
          >
            {translate(`app.login.social_${name}`)}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
