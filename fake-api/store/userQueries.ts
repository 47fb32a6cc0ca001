import { sameContact } from '../auth/codes';
import { createSeedState } from '../seed/index';
import type { Audience, FakeState, UserRecord } from './state';

export function findUserById(state: FakeState, id: string): UserRecord | undefined {
  return state.users.find((user) => user.id === id);
}

export function findUserByAccount(
  state: FakeState,
  tenantId: string,
  account: string,
): UserRecord | undefined {
  return state.users.find((user) => user.tenantId === tenantId && user.account === account);
}

/** A phone number or an e-mail address. */
export function findUserByContact(state: FakeState, contact: string): UserRecord | undefined {
  if (!contact.trim()) return undefined;
  return state.users.find(
    (user) => sameContact(user.phone, contact) || sameContact(user.email, contact),
  );
}

let seededContacts: Set<string> | undefined;

/** Seeded phones and e-mails always receive the code 123456. */
export function isSeededContact(contact: string): boolean {
  seededContacts ??= new Set(
    // Phones and e-mails do not depend on the clock.
    createSeedState(0).users.flatMap((user) => [user.phone, user.email.toLowerCase()]),
  );
  return seededContacts.has(contact.trim().toLowerCase());
}

export function audienceOf(state: FakeState, user: UserRecord): Audience {
  if (user.roleAlias !== 'designer') return 'staff';
  if (user.isCompanyMember === '1') return 'company';
  if (user.mainAccountId) return 'subAccount';
  return state.users.some((other) => other.mainAccountId === user.id) ? 'mainAccount' : 'designer';
}
