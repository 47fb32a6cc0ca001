import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { useHomePath } from '../routes/useHomePath';
import { AppBar } from './AppBar';
import { CompanyMemberGuard } from './CompanyMemberGuard';
import { KeepAlive } from './keepAlive/KeepAlive';
import { Menu } from './Menu';
import { SessionGuard } from './SessionGuard';
import { TagsBar } from './tags/TagsBar';

export function Layout({ children }: { children: ReactNode }) {
  const home = useHomePath();
  return (
    <SessionGuard>
      <RaLayout appBar={AppBar} menu={Menu}>
        <CompanyMemberGuard>
          {home && <TagsBar home={home} />}
          <KeepAlive>{children}</KeepAlive>
        </CompanyMemberGuard>
      </RaLayout>
    </SessionGuard>
  );
}
