import type { ReactNode } from 'react';
import { usePermissions } from 'react-admin';

type PermissionMap = Record<string, true | undefined>;

/** Whether the server's button tree grants `code` (e.g. "ticket_add"); false while loading. */
export function usePermission(code: string): boolean {
  const { permissions } = usePermissions<PermissionMap | undefined>();
  return permissions?.[code] === true;
}

interface IfPermittedProps {
  code: string;
  children: ReactNode;
  fallback?: ReactNode;
}

/** Renders its children only when the button permission `code` is granted. */
export function IfPermitted({ code, children, fallback = null }: IfPermittedProps) {
  return <>{usePermission(code) ? children : fallback}</>;
}
