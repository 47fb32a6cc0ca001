import type { RoleRecord, TenantRecord } from '../store/state';
import type { SeedContext } from './context';

export function createTenants(context: SeedContext): TenantRecord[] {
  return [{ id: context.nextId(), tenantId: '000000', tenantName: '管理组' }];
}

export function createRoles(context: SeedContext): RoleRecord[] {
  return [
    { id: context.nextId(), roleName: '设计师', roleAlias: 'designer' },
    { id: context.nextId(), roleName: '客服', roleAlias: 'customer_service' },
    { id: context.nextId(), roleName: '管理员', roleAlias: 'administrator' },
  ];
}
