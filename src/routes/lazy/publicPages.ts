import type { ComponentType } from 'react';
import { lazyView } from '../../components/lazy/lazyView';

export const NOT_FOUND_PATH = '/404';

/** The pages a visitor may open without signing in (SPEC §2), each a chunk of its own. */
export const PUBLIC_PAGES: readonly { path: string; Page: ComponentType }[] = [
  {
    path: '/register',
    Page: lazyView(() => import('../../pages/register/RegisterPage').then((m) => m.RegisterPage)),
  },
  {
    path: '/forget',
    Page: lazyView(() =>
      import('../../pages/forget/ForgetPasswordPage').then((m) => m.ForgetPasswordPage),
    ),
  },
  {
    path: NOT_FOUND_PATH,
    Page: lazyView(() => import('../../pages/errors/ErrorPage').then((m) => m.NotFoundPage)),
  },
  {
    path: '/403',
    Page: lazyView(() => import('../../pages/errors/ErrorPage').then((m) => m.ForbiddenPage)),
  },
  {
    path: '/500',
    Page: lazyView(() => import('../../pages/errors/ErrorPage').then((m) => m.ServerErrorPage)),
  },
  {
    path: '/stlView',
    Page: lazyView(() => import('../../pages/stlView/StlViewPage').then((m) => m.StlViewPage)),
  },
];
