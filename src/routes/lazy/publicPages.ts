import type { ComponentType } from 'react';
import { PUBLIC_PATHS } from '../publicPaths';
import { lazyView } from '../../components/lazy/lazyView';

/** The pages a visitor may open without signing in (SPEC §2), each a chunk of its own. */
export const PUBLIC_PAGES: readonly { path: string; Page: ComponentType }[] = [
  {
    path: PUBLIC_PATHS.register,
    Page: lazyView(() => import('../../pages/register/RegisterPage').then((m) => m.RegisterPage)),
  },
  {
    path: PUBLIC_PATHS.forget,
    Page: lazyView(() =>
      import('../../pages/forget/ForgetPasswordPage').then((m) => m.ForgetPasswordPage),
    ),
  },
  {
    path: PUBLIC_PATHS.notFound,
    Page: lazyView(() => import('../../pages/errors/ErrorPage').then((m) => m.NotFoundPage)),
  },
  {
    path: PUBLIC_PATHS.forbidden,
    Page: lazyView(() => import('../../pages/errors/ErrorPage').then((m) => m.ForbiddenPage)),
  },
  {
    path: PUBLIC_PATHS.serverError,
    Page: lazyView(() => import('../../pages/errors/ErrorPage').then((m) => m.ServerErrorPage)),
  },
  {
    path: PUBLIC_PATHS.stlView,
    Page: lazyView(() => import('../../pages/stlView/StlViewPage').then((m) => m.StlViewPage)),
  },
];
