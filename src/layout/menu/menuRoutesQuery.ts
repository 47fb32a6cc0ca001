import { storageKeys } from '../../../dataProvider/client/storageKeys';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { MenuNode } from '../../../dataProvider/wireTypes';

interface StoredMenu {
  account: string;
  language: string;
  nodes: MenuNode[];
}

/** One menu per account and language: the sign-in fills it, the layout reads it. */
export const menuRoutesKey = (account: string, language: string) =>
  ['menuRoutes', account, language] as const;

/**
 * GET /menu/routes as one cached query, shared by the sign-in (which asks for it beside the user
 * detail and the permissions, issue 27) and the side menu. Fresh for a minute, so the layout that
 * mounts after the sign-in shows the answer already asked for instead of asking again. `ready`
 * holds the call until the server knows the page's language (see `serverLanguageReady`).
 */
export function menuRoutesQuery(
  dataProvider: Pick<PortalDataProvider, 'getMenuRoutes'>,
  account: string,
  language: string,
  ready: Promise<void> = Promise.resolve(),
) {
  return {
    queryKey: menuRoutesKey(account, language),
    queryFn: async () => {
      await ready;
      const nodes = await dataProvider.getMenuRoutes();
      storeMenu({ account, language, nodes });
      return nodes;
    },
    staleTime: 60_000,
    retry: false,
  };
}

function storeMenu(menu: StoredMenu) {
  localStorage.setItem(storageKeys.menu, JSON.stringify(menu));
}

/** The last menu shown to this account in this language, kept across page loads (saber-menu). */
export function storedMenu(account: string, language: string): MenuNode[] | undefined {
  try {
    const stored = JSON.parse(
      localStorage.getItem(storageKeys.menu) ?? 'null',
    ) as StoredMenu | null;
    const matches = stored?.account === account && stored.language === language;
    return matches && Array.isArray(stored.nodes) ? stored.nodes : undefined;
  } catch {
    return undefined;
  }
}
