import { useEffect, useRef } from 'react';
import { Box, Button, Divider, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { config } from '../../../dataProvider/client/config';
import type { LoginParams } from '../../../dataProvider/types';

const SOURCES = ['github', 'wechat'] as const;

interface SocialLoginProps {
  onLogin: (params: LoginParams) => Promise<void>;
}

/**
 * Buttons that start a third-party login, and the callback: the provider sends the user back to
 * /login?source=&code=&state=, which the login page turns into a social login.
 */
export function SocialLogin({ onLogin }: SocialLoginProps) {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const handled = useRef(false);
  const source = params.get('source');
  const code = params.get('code');
  const state = params.get('state') ?? '';

  useEffect(() => {
    if (!source || !code || handled.current) return;
    handled.current = true;
    void onLogin({ type: 'social', source, code, state });
  }, [source, code, state, onLogin]);

  return (
    <Box sx={{ mt: 3 }}>
      <Divider>
        <Typography variant="caption" color="text.secondary">
          {translate('app.login.social')}
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
