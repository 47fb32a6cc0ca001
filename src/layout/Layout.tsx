import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { DateLocalization } from '../components/dates/DateLocalization';
import { useHomePath, usePortalIdentity } from '../routes/useHomePath';
import { AppBar } from './AppBar';
import { CompanyMemberGuard } from './CompanyMemberGuard';
import { KeepAlive } from './keepAlive/KeepAlive';
import { Menu } from './Menu';
import { SessionGuard } from './SessionGuard';
import { TagsBar } from './tags/TagsBar';
import { useTicketNews } from '../../resources/tickets/alerts/TicketAlerts';

export function Layout({ children }: { children: ReactNode }) {
  const home = useHomePath();
  const { identity } = usePortalIdentity();
  useTicketNews(identity !== undefined && !identity.isCompanyMember);
  return (
    <SessionGuard>
      <DateLocalization>
        <RaLayout appBar={AppBar} menu={Menu}>
          <CompanyMemberGuard>
            {home && <TagsBar home={home} />}
            <KeepAlive>{children}</KeepAlive>
          </CompanyMemberGuard>
        </RaLayout>
      </DateLocalization>
    </SessionGuard>
  );
}
