import { lazyPage } from '../../src/components/lazy/lazyPage';
import { PATHS } from '../../src/routes/paths';

/** The custom pages of orders, each a chunk of its own; paths and titles known before download. */
export const ORDERS_PAGES = {
  workbench: lazyPage({ path: PATHS.workbench, titleKey: 'app.chrome.route.workbench' }, () =>
    import('./workbench/WorkbenchPage').then((m) => m.WorkbenchPage),
  ),
  myDesignSheet: lazyPage(
    { path: PATHS.myDesignSheet, titleKey: 'app.chrome.route.my_design_sheet' },
    () => import('./myDesignSheet/MyDesignSheetPage').then((m) => m.MyDesignSheetPage),
  ),
  taskUpload: lazyPage({ path: PATHS.taskUpload, titleKey: 'app.upload.title' }, () =>
    import('./taskUpload/TaskUploadPage').then((m) => m.TaskUploadPage),
  ),
};
