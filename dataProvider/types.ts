import type { AuthProvider, DataProvider } from 'react-admin';

export type Language = 'zh' | 'en' | 'tr';

/** What a login form hands to authProvider.login. */
export type LoginParams =
  | { type: 'account'; account: string; password: string }
  | { type: 'phone'; phone: string; vfCode: string; ukey: string }
  | { type: 'social'; source: string; code: string; state: string };

export interface RegisterParams {
  tenantId: string;
  name: string;
  account: string;
  password: string;
  oauthId: string;
}

export interface ResetPasswordParams {
  phone: string;
  vfCode: string;
  ukey: string;
  newPassword: string;
  newPassword1: string;
}

/** Subset of the login response that the portal keeps as the user's identity. */
export interface PortalIdentity {
  id: string;
  fullName: string;
  avatar?: string;
  account: string;
  isCompanyMember: boolean;
  roleName: string;
}

/** The react-admin auth provider plus the account calls of the public pages. */
export interface PortalAuthProvider extends AuthProvider {
  /** Sends a login (or reset) code to a phone or e-mail; resolves to the ukey to send back. */
  sendCode(phone: string): Promise<string>;
  register(params: RegisterParams): Promise<void>;
  resetPassword(params: ResetPasswordParams): Promise<void>;
  /** Stores a hash of the password and locks the session. Rejects with app.lock.password_required when empty. */
  lock(password: string): Promise<void>;
  /** Resolves true and unlocks when the password matches the lock password. */
  unlock(password: string): Promise<boolean>;
  isLocked(): boolean;
  isLoggedIn(): boolean;
  /** Tells the server the new language (POST refreshLanguage) and keeps the new tokens. */
  changeLanguage(language: Language): Promise<void>;
}

export type PortalDataProvider = DataProvider;
