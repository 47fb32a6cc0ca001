import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES, hasRole, isStaff } from './roles';

describe('roles', () => {
  it('tells staff from designers, in a comma-joined role_name too', () => {
    expect(isStaff('customer_service')).toBe(true);
    expect(isStaff('designer,administrator')).toBe(true);
    expect(isStaff('designer')).toBe(false);
    expect(isStaff('')).toBe(false);
    expect(isStaff(undefined)).toBe(false);
  });

  it('lets only administrators through an admin check', () => {
    expect(hasRole('administrator', ADMIN_ROLES)).toBe(true);
    expect(hasRole('customer_service', ADMIN_ROLES)).toBe(false);
  });
});
