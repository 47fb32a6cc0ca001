import { rolesOf } from './menuAccess';

/** The role aliases of the seeded BladeX roles (SPEC §6). */
export const STAFF_ROLES = ['customer_service', 'administrator'] as const;
export const ADMIN_ROLES = ['administrator'] as const;

/** Whether a BladeX role_name ("designer" or "a,b") holds one of these roles. */
export function hasRole(roleName: string | undefined, allowed: readonly string[]): boolean {
  return rolesOf(roleName ?? '').some((role) => allowed.includes(role));
}

/** Customer service and administrators: the staff screens and calls. */
export function isStaff(roleName: string | undefined): boolean {
  return hasRole(roleName, STAFF_ROLES);
}
