import type { CaptchaBook } from './captcha';
import type { CodeBook } from './codes';
import type { FileStore } from './files';
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
  /** put-file uploads: in the object storage when there is one. */
  files: FileStore;
  newId: () => string;
  storage?: ObjectStorage;
}
