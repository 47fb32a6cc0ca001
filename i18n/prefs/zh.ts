/** Texts of the user's preferences in the chrome: themes, colour, full screen, error log. */
export const prefsZh = {
  fullscreen: '全屏',
} as const;
