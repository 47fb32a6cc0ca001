import type { CaptchaBook } from './auth/captcha';
import type { CodeBook } from './auth/codes';
import type { SignInGuard } from './auth/signInGuard';
import type { FileStore } from './store/files';
import type { Settings } from './settings';
import type { SocialCodeBook } from './auth/socialCodes';
import type { ObjectStorage } from './storage/objectStorage';
import type { Store } from './store/store';
import type { TokenService } from './auth/tokens';

/** Everything a route handler needs: built once per app by createFakeApi. */
export interface FakeApiContext {
  store: Store;
  settings: Settings;
  tokens: TokenService;
  codes: CodeBook;
  captchas: CaptchaBook;
  /** Wrong-password counts, lockouts and when the captcha is asked for. */
  signIns: SignInGuard;
  socialCodes: SocialCodeBook;
  /** put-file uploads: in the object storage when there is one. */
  files: FileStore;
  newId: () => string;
  storage?: ObjectStorage;
}
