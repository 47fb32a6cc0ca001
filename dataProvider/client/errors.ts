/** Login refused because the stored password is too weak (the 5001 answer). */
export class WeakPasswordError extends Error {
  readonly account: string;
  constructor(account: string, serverMessage: string) {
    super(serverMessage);
    this.name = 'WeakPasswordError';
    this.account = account;
  }
}

/** Social login of an identity that no account is bound to yet: register with this oauthId. */
export class UnboundSocialAccountError extends Error {
  readonly oauthId: string;
  constructor(oauthId: string) {
    super('unbound social account');
    this.name = 'UnboundSocialAccountError';
    this.oauthId = oauthId;
  }
}
