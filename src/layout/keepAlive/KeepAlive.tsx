import { useState, type ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { PageActivityContext } from '../../page/pageActivity';
import type { PortalPage } from '../../components/lazy/lazyPage';
import { useChromeParts } from '../chromeParts';
import { useTags } from '../tags/tagStore';

const NO_PAGES: readonly PortalPage[] = [];

/**
 * Saber's keep-alive: a cached page, once visited, stays mounted (hidden) while its tab is
 * open, so its state survives a trip to another page. Closing its tab drops it. Its route in
 * the route table renders nothing; this renders it (the app hands the cached pages in).
 */
export function KeepAlive({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const tags = useTags();
  const { cachedPages = NO_PAGES } = useChromeParts();
  const active = cachedPages.find((page) => matchPath(page.path, pathname) !== null);
  const [visited, setVisited] = useState<readonly PortalPage[]>([]);
  if (active && !visited.includes(active)) setVisited([...visited, active]);

  const kept = visited.filter(
    (page) => page === active || tags.some((tag) => tag.group === page.path),
  );
  return (
    <>
      {kept.map((Page) => (
        <div key={Page.path} hidden={Page !== active} data-cached-page={Page.path}>
          <PageActivityContext.Provider value={Page === active}>
            <Page />
          </PageActivityContext.Provider>
        </div>
      ))}
      {children}
    </>
  );
}
