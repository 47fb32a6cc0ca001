import type { PasswordEncoding } from '../client/config';
import type { HttpClient, QueryValue } from '../client/httpClient';
import { encodePassword } from './passwordEncoding';
import type { CaptchaAnswer, Language, RegisterParams, ResetPasswordParams } from '../types';
import type { ButtonNode, TokenResponse } from '../wireTypes';

/** The blade-auth calls, exactly as docs/CONTRACT.md lists them. */
export interface AuthApi {
  accountToken(
    account: string,
    password: string,
    language: Language,
    captcha?: CaptchaAnswer,
  ): Promise<TokenResponse>;
  /** GET /oauth/captcha: `{ key, image }` (docs/CONTRACT.md, Auth). */
  captcha(): Promise<{ key: string; image: string }>;
  phoneToken(
    phone: string,
    vfCode: string,
    ukey: string,
    language: Language,
  ): Promise<TokenResponse>;
  socialToken(
    source: string,
    code: string,
    state: string,
    language: Language,
  ): Promise<TokenResponse>;
  refreshToken(refreshToken: string, language: Language): Promise<TokenResponse>;
  refreshLanguage(language: Language): Promise<TokenResponse>;
  sendCode(phone: string): Promise<string>;
  registerGuest(params: RegisterParams, language: Language): Promise<void>;
  forgetPassword(params: ResetPasswordParams, language: Language): Promise<void>;
  /** Sent with the given token rather than through the session: its failure is ignored. */
  logout(accessToken: string): Promise<void>;
  menuButtons(): Promise<ButtonNode[]>;
}

export interface AuthApiOptions {
  apiUrl: string;
  httpClient: HttpClient;
  tenantId: string;
  passwordEncoding: PasswordEncoding;
}

export function createAuthApi(options: AuthApiOptions): AuthApi {
  const { apiUrl, httpClient, tenantId } = options;
  const encode = (password: string) => encodePassword(password, options.passwordEncoding);
  const post = <T>(
    path: string,
    query: Record<string, QueryValue>,
    auth = false,
    headers?: Record<string, string>,
  ) => httpClient<T>(`${apiUrl}${path}`, { method: 'POST', query, auth, headers });
  const token = (
    path: string,
    query: Record<string, QueryValue>,
    headers?: Record<string, string>,
  ) => post<TokenResponse>(path, { tenantId, ...query, scope: 'all' }, false, headers);

  return {
    accountToken: (account, password, language, captcha) =>
      token(
        '/api/blade-auth/os/oauth/token',
        { account, password: encode(password), language, type: 'account', grant_type: 'password' },
        captcha && { 'Captcha-Key': captcha.key, 'Captcha-Code': captcha.code },
      ),
    captcha: () =>
      httpClient<{ key: string; image: string }>(`${apiUrl}/api/blade-auth/oauth/captcha`, {
        auth: false,
      }),
    phoneToken: (phone, vfCode, ukey, language) =>
      token('/api/blade-auth/os/phone/oauth/token', {
        phone,
        vfCode,
        ukey,
        language,
        grant_type: 'phone',
      }),
    socialToken: (source, code, state, language) =>
      token('/api/blade-auth/oauth/token', { source, code, state, language, grant_type: 'social' }),
    refreshToken: (refreshToken, language) =>
      token('/api/blade-auth/oauth/token', {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        language,
      }),
    refreshLanguage: (language) =>
      post<TokenResponse>('/api/blade-auth/oauth/refreshLanguage', { language }, true),
    sendCode: async (phone) => {
      const data = await post<{ ukey: string }>('/api/blade-auth/os/oauth/phone/captcha', {
        phone,
      });
      return data.ukey;
    },
    registerGuest: async (params, language) => {
      await post('/api/blade-user/register-guest', {
        ...params,
        password: encode(params.password),
        language,
      });
    },
    forgetPassword: async (params, language) => {
      await post('/api/blade-auth/os/forgetPassword', {
        ...params,
        newPassword: encode(params.newPassword),
        newPassword1: encode(params.newPassword1),
        language,
      });
    },
    logout: async (accessToken) => {
      await httpClient(`${apiUrl}/api/blade-auth/oauth/logout`, {
        auth: false,
        headers: { 'Blade-Auth': `bearer ${accessToken}` },
      });
    },
    menuButtons: () => httpClient<ButtonNode[]>(`${apiUrl}/api/blade-system/menu/buttons`),
  };
}
