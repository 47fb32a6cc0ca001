import { matchPath } from 'react-router-dom';
import { listPath, PATHS, RESOURCES } from './paths';

const RESOURCE_PATTERNS = Object.values(RESOURCES).flatMap((name) => {
  const list = listPath(name);
  return [list, `${list}/create`, `${list}/:id`, `${list}/:id/show`];
});

const PATTERNS: readonly string[] = [...Object.values(PATHS), ...RESOURCE_PATTERNS];

/** Whether a path is a route of the portal (SPEC §2: any other path leads to /404). */
export function isPortalPath(pathname: string): boolean {
  return PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}
