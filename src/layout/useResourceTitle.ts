import { matchPath, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../page/useDocumentTitle';
import { RESOURCE_ROUTES } from '../routes/resourceRoutes';

/** The window title of a resource's list or detail page (the pages name it themselves). */
export function useResourceTitle() {
  const { pathname } = useLocation();
  const route = RESOURCE_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  useDocumentTitle(route?.titleKey ?? 'app.name', route !== undefined);
}
