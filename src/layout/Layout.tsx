import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { DateLocalization } from '../components/dates/DateLocalization';
import { PageLoading } from '../components/lazy/PageLoading';
import { TransitionMount } from '../components/lazy/TransitionMount';
import { usePortalIdentity } from '../session/usePortalIdentity';
import { useHomePath } from '../session/useHomePath';
import { AppBar } from './AppBar';
import { ChromePartsContext, type ChromeParts } from './chromeParts';
import { CompanyMemberGuard } from './CompanyMemberGuard';
import { KeepAlive } from './keepAlive/KeepAlive';
import { Menu } from './Menu';
import { SessionGuard } from './SessionGuard';
import { Sidebar } from './Sidebar';
import { SkipLinksHost } from './skipLinks';
import { TagsBar } from './tags/TagsBar';
import { useResourceTitle } from './useResourceTitle';

const NO_PARTS: ChromeParts = {};

/**
 * react-admin's layout is at least as wide as its content (`min-width: fit-content`): one wide
 * table or a long tag strip widened the whole document. The page area scrolls sideways instead.
 */
const NO_SIDEWAYS_SCROLL = {
  minWidth: 0,
  '& .RaLayout-contentWithSidebar': { minWidth: 0 },
  '& .RaLayout-content': { minWidth: 0, overflowX: 'auto' },
} as const;

/** The signed-in chrome; `parts` are what features add to it (see src/app/PortalLayout). */
export function Layout({
  children,
  parts = NO_PARTS,
}: {
  children: ReactNode;
  parts?: ChromeParts;
}) {
  const home = useHomePath();
  const { identity } = usePortalIdentity();
  const { Alerts } = parts;
  useResourceTitle();
  // The chrome and the page mount in a transition: react-admin mounts the layout from an answer
  // (the session check), which would render all of it in one long task.
  return (
    <TransitionMount fallback={<PageLoading />}>
      <ChromePartsContext value={parts}>
        {Alerts && <Alerts enabled={identity !== undefined && !identity.isCompanyMember} />}
        <SkipLinksHost>
          <SessionGuard>
            <DateLocalization>
              <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar} sx={NO_SIDEWAYS_SCROLL}>
                <CompanyMemberGuard>
                  {home && <TagsBar home={home} />}
                  <KeepAlive>{children}</KeepAlive>
                </CompanyMemberGuard>
              </RaLayout>
            </DateLocalization>
          </SessionGuard>
        </SkipLinksHost>
      </ChromePartsContext>
    </TransitionMount>
  );
}
