import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LoginParams } from '../../../dataProvider/types';
import { SocialButtons } from '../signIn/SocialButtons';

interface SocialLoginProps {
  onLogin: (params: LoginParams) => void;
}

/**
 * Buttons that start a third-party login, and the callback: the provider sends the user back to
 * /login?source=&code=&state=, which the login page turns into a social login.
 */
export function SocialLogin({ onLogin }: SocialLoginProps) {
  const [params] = useSearchParams();
  const handled = useRef(false);
  const source = params.get('source');
  const code = params.get('code');
  const state = params.get('state') ?? '';

  useEffect(() => {
    if (!source || !code || handled.current) return;
    handled.current = true;
    onLogin({ type: 'social', source, code, state });
  }, [source, code, state, onLogin]);

  return <SocialButtons captionKey="app.login.social" />;
}
