import type { ResourceProps } from 'react-admin';
import { matchPath } from 'react-router-dom';

type ViewName = 'list' | 'create' | 'show' | 'edit';

/** react-admin's routes of a resource's views, most specific first. */
const VIEW_PATHS: readonly [ViewName, (name: string) => string][] = [
  ['create', (name) => `/${name}/create`],
  ['show', (name) => `/${name}/:id/show`],
  ['edit', (name) => `/${name}/:id`],
  ['list', (name) => `/${name}`],
];

/** The view of `resources` that react-admin renders at `pathname`, if one does. */
export function resourceViewAt(
  pathname: string,
  resources: readonly ResourceProps[],
): ResourceProps[ViewName] | undefined {
  for (const resource of resources) {
    for (const [view, pathOf] of VIEW_PATHS) {
      if (resource[view] && matchPath(pathOf(resource.name), pathname)) return resource[view];
    }
  }
  return undefined;
}
