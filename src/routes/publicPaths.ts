/**
 * The paths of the public pages (SPEC §2), apart from their code: a link to a page does not
 * download the page (the sign-in page links to these, and it is part of the entry).
 */
export const PUBLIC_PATHS = {
  register: '/register',
  forget: '/forget',
  notFound: '/404',
  forbidden: '/403',
  serverError: '/500',
  stlView: '/stlView',
} as const;
