/**
 * Paths of the pages inside the layout that other modules link to without importing the page
 * (the chrome, the home redirect): importing a page for its path would pull it into their chunk
 * and, for My design sheet, made an import cycle. The pages take their `path` from here.
 */
export const LAYOUT_PATHS = {
  welcome: '/wel/index',
  myDesignSheet: '/order/myDesignSheet',
  scorePolicy: '/order/scorePolicy',
  notices: '/info/index',
  practice: '/test/index',
} as const;
