import type { ComponentType } from 'react';
import { PATHS } from '../../routes/paths';
import { lazyView } from '../../components/lazy/lazyView';

/** The pages a visitor may open without signing in (SPEC §2), each a chunk of its own. */
export const PUBLIC_PAGES: readonly { path: string; Page: ComponentType }[] = [
  {
    path: PATHS.register,
    Page: lazyView(() => import('../../pages/register/RegisterPage').then((m) => m.RegisterPage)),
  },
  {
    path: PATHS.forget,
    Page: lazyView(() =>
      import('../../pages/forget/ForgetPasswordPage').then((m) => m.ForgetPasswordPage),
    ),
  },
  {
    path: PATHS.notFound,
    Page: lazyView(() => import('../../pages/errors/ErrorPage').then((m) => m.NotFoundPage)),
  },
  {
    path: PATHS.forbidden,
    Page: lazyView(() => import('../../pages/errors/ErrorPage').then((m) => m.ForbiddenPage)),
  },
  {
    path: PATHS.serverError,
    Page: lazyView(() => import('../../pages/errors/ErrorPage').then((m) => m.ServerErrorPage)),
  },
  {
    path: PATHS.stlView,
    Page: lazyView(() => import('../../pages/stlView/StlViewPage').then((m) => m.StlViewPage)),
  },
];
