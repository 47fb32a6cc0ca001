import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { storageKeys } from '../client/storageKeys';

/**
 * Saber's client-side screen lock. Only a salted SHA-256 of the lock password is kept
 * (sessionStorage saber-lockPasswd as `salt:hash`), never the password itself.
 */
export const lockScreen = {
  /** Throws Error('app.lock.password_required') when the password is empty. */
  lock(password: string): void {
    if (password.trim() === '') throw new Error('app.lock.password_required');
    const salt = bytesToHex(randomBytes(16));
    sessionStorage.setItem(storageKeys.lockPasswd, `${salt}:${hash(salt, password)}`);
    sessionStorage.setItem(storageKeys.isLock, 'true');
  },

  /** Unlocks and forgets the lock password when it matches; false otherwise. */
  unlock(password: string): boolean {
    const [salt, expected] = (sessionStorage.getItem(storageKeys.lockPasswd) ?? '').split(':');
    if (!salt || !expected || hash(salt, password) !== expected) return false;
    sessionStorage.removeItem(storageKeys.isLock);
    sessionStorage.removeItem(storageKeys.lockPasswd);
    return true;
  },

  isLocked: (): boolean => sessionStorage.getItem(storageKeys.isLock) === 'true',
};

function hash(salt: string, password: string): string {
  return bytesToHex(sha256(utf8ToBytes(`${salt}${password}`)));
}
