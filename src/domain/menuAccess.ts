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
  | { kind: 'iframe'; menuId: string; url: string };

/**
 * Where a menu node leads: a portal route; an external http(s) page in a new window (isOpen 2)
 * or inside the layout's iframe page otherwise, named there by its menu id (never by the URL,
 * so /myiframe frames only what the server's menu lists).
 */
export function menuTarget(node: { id: string; path: string; isOpen: number }): MenuTarget {
  if (!isHttpUrl(node.path)) return { kind: 'route', to: node.path };
  if (node.isOpen === 2) return { kind: 'window', href: node.path };
  return { kind: 'iframe', menuId: node.id, url: node.path };
}

/** The menu node `id` of a tree, at any depth. */
export function findMenuNode<T extends { id: string; children?: T[] }>(
  nodes: readonly T[],
  id: string,
): T | undefined {
  for (const node of nodes) {
    const found = node.id === id ? node : findMenuNode(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** The origins of the pages a menu embeds: all that the portal's frame-src allows. */
export function frameOrigins(nodes: readonly { path: string; isOpen: number }[]): string[] {
  const origins = nodes
    .filter((node) => isHttpUrl(node.path) && node.isOpen !== 2)
    .map((node) => new URL(node.path).origin);
  return [...new Set(origins)];
}
