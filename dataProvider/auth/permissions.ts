import type { ButtonNode } from '../wireTypes';

/** The button tree of /menu/buttons as `{ code: true }` for every leaf (Saber's permission map). */
export function flattenButtons(nodes: readonly ButtonNode[]): Record<string, true> {
  const permissions: Record<string, true> = {};
  const visit = (node: ButtonNode) => {
    if (node.children && node.children.length > 0) node.children.forEach(visit);
    else if (node.code) permissions[node.code] = true;
  };
  nodes.forEach(visit);
  return permissions;
}
