const KEY = 'saber-invite-code';

/**
 * The invite code of the link that brought the visitor (/register?inviteCode=...). Kept for the
 * tab's session because the third-party login in between returns to /register with only oauthId.
 */
export function rememberInviteCode(params: URLSearchParams): string {
  const given = params.get('inviteCode')?.trim();
  if (given) {
    sessionStorage.setItem(KEY, given);
    return given;
  }
  return sessionStorage.getItem(KEY) ?? '';
}
