/** Texts of the layout chrome: top bar, side menu, menu search, tags, routes and their titles. */
export const chromeZh = {
  coming_soon: '该功能即将上线',
} as const;
