import type { AuthProvider, DataProvider } from 'react-admin';
import type { OnboardingApi } from './api/onboarding';
import type { ProfileApi } from './api/profile';
import type { DashboardApi } from './api/dashboard';
import type { TaskApi } from './api/orders/tasks';
import type { TicketsApi } from './api/tickets';
import type { NotificationsApi } from './api/notifications';
import type { TaskFilesApi } from './api/orders/taskFiles';
import type { CaseFlagApi } from './api/orders/caseFlag';
import type { ThreadApi } from './api/orders/thread';
import type { MoneyApi } from './api/money';
import type { DictItem, MenuNode, UserDetail } from './wireTypes';

import type { Language } from '../i18n/languages';

export type { Language };

/** What a login form hands to authProvider.login. */
export type LoginParams =
  | {
      type: 'account';
      account: string;
      password: string;
      /** The image captcha the server asks for after 3 failures (Captcha-Key / Captcha-Code). */
      captcha?: CaptchaAnswer;
    }
  | { type: 'phone'; phone: string; vfCode: string; ukey: string }
  | { type: 'social'; source: string; code: string; state: string };

export interface RegisterParams {
  tenantId: string;
  name: string;
  account: string;
  password: string;
  oauthId: string;
  /** The inviter's code from /register?inviteCode= ("" when none). */
  inviteCode?: string;
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
/** An image captcha of GET /api/blade-auth/oauth/captcha and what the user read in it. */
export interface CaptchaAnswer {
  key: string;
  code: string;
}

export interface PortalAuthProvider extends AuthProvider {
  /** A new image captcha: `key` to send back, `image` a data: URL. */
  captcha(): Promise<{ key: string; image: string }>;
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
  /** Starts the 1 s token-age check (refreshing when due) that the layout runs while logged in; returns its stop function. */
  startSessionTimers(): () => void;
}

/** react-admin's DataProvider plus the portal's custom calls. */
export type PortalDataProvider = DataProvider & {
  /** GET /api/os/user/detail */
  getUserDetail(): Promise<UserDetail>;
  /** GET /api/blade-system/dict-biz/dictionary?code= (in `language`, else the current one) */
  getDictionary(code: string, language?: Language): Promise<DictItem[]>;
  /** GET /api/blade-system/menu/routes: the side menu tree, in the token's language. */
  getMenuRoutes(): Promise<MenuNode[]>;
} & TaskApi &
  TicketsApi &
  TaskFilesApi &
  CaseFlagApi &
  ThreadApi &
  OnboardingApi &
  DashboardApi &
  ProfileApi &
  MoneyApi &
  NotificationsApi;
