import type { CaptchaBook } from './captcha';
import type { CodeBook } from './codes';
import type { Settings } from './settings';
import type { SocialCodeBook } from './socialCodes';
import type { ObjectStorage } from './storage/objectStorage';
import type { Store } from './store';
import type { TokenService } from './tokens';

/** Everything a route handler needs: built once per app by createFakeApi. */
export interface FakeApiContext {
  store: Store;
  settings: Settings;
  tokens: TokenService;
  codes: CodeBook;
  captchas: CaptchaBook;
  socialCodes: SocialCodeBook;
  newId: () => string;
  storage?: ObjectStorage;
}
