import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { PasswordEncoding } from '../client/config';

/** A password as BladeX 2.x/3.x expects it on the wire: lowercase md5 hex, or as typed. */
export function encodePassword(password: string, encoding: PasswordEncoding): string {
  return encoding === 'plain' ? password : bytesToHex(md5(utf8ToBytes(password)));
}
