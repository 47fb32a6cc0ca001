import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { SessionGuard } from './SessionGuard';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <SessionGuard>
      <RaLayout appBar={AppBar} menu={Menu}>
        {children}
      </RaLayout>
    </SessionGuard>
  );
}
