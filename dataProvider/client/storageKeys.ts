/** Names of the client-side state, shared with Saber (docs/CONTRACT.md, "Client-side state"). */
export const storageKeys = {
  /** Cookies. */
  accessToken: 'saber-access-token',
  refreshToken: 'saber-refresh-token',
  /** localStorage. */
  tokenTime: 'saber-token-time',
  expiresIn: 'saber-expires-in',
  userInfo: 'saber-userInfo',
  permission: 'saber-permission',
  menu: 'saber-menu',
  tags: 'saber-tags',
  language: 'saber-language',
  lowPassword: 'saber-lowPassword',
  themeName: 'saber-themeName',
  colorName: 'saber-colorName',
  logs: 'saber-logs',
  /** sessionStorage. */
  isLock: 'saber-isLock',
  lockPasswd: 'saber-lockPasswd',
  /** The portal's own: unsent form text, `portal-draft:<user id>:<form>`. */
  draftPrefix: 'portal-draft:',
} as const;
