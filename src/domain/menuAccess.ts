import { isHttpUrl } from './safeUrl';

/** A menu node as far as access and targets are concerned. */
export interface AccessNode<T> {
  path: string;
  isOpen: number;
  meta?: { roles?: string[] };
  children?: T[];
}

/** The user's roles from a BladeX role_name ("designer" or "a,b"). */
export function rolesOf(roleName: string): string[] {
  return roleName
    .split(',')
    .map((role) => role.trim())
    .filter((role) => role !== '');
}

/** Drops the nodes whose meta.roles do not include one of the user's roles (SPEC §6). */
export function visibleMenu<T extends AccessNode<T>>(
  nodes: readonly T[],
  roles: readonly string[],
): T[] {
  return nodes.flatMap((node) => {
    const allowed = node.meta?.roles;
    if (allowed && allowed.length > 0 && !allowed.some((role) => roles.includes(role))) return [];
    return node.children ? [{ ...node, children: visibleMenu(node.children, roles) }] : [node];
  });
}

export type MenuTarget =
  | { kind: 'route'; to: string }
  | { kind: 'window'; href: string }
  | { kind: 'iframe'; url: string };

/**
 * Where a menu node leads: a portal route; an external http(s) page in a new window (isOpen 2)
 * or inside the layout's iframe page otherwise.
 */
export function menuTarget(node: { path: string; isOpen: number }): MenuTarget {
  if (!isHttpUrl(node.path)) return { kind: 'route', to: node.path };
  if (node.isOpen === 2) return { kind: 'window', href: node.path };
  return { kind: 'iframe', url: node.path };
}
