import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useI18nProvider } from 'react-admin';
import { storageKeys } from '../../../dataProvider/client/storageKeys';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { MenuNode } from '../../../dataProvider/wireTypes';
import { rolesOf, visibleMenu } from '../../domain/menuAccess';
import { serverLanguageReady } from '../../i18nSetup';
import { usePortalIdentity } from '../../components/usePortalIdentity';

interface StoredMenu {
  account: string;
  language: string;
  nodes: MenuNode[];
}

/**
 * The side menu from GET /menu/routes, in the token's language, without the items limited to
 * other roles. The last answer is kept in storage (saber-menu) and shown while the menu reloads.
 * The i18n provider's locale changes only after the server has switched the token's language,
 * so keying on it refetches with the new token.
 */
export function useMenuRoutes() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const language = useI18nProvider().getLocale();
  const { identity } = usePortalIdentity();
  const account = identity?.account ?? '';
  const query = useQuery({
    queryKey: ['menuRoutes', account, language],
    queryFn: async () => {
      await serverLanguageReady;
      const nodes = await dataProvider.getMenuRoutes();
      storeMenu({ account, language, nodes });
      return nodes;
    },
    placeholderData: () => storedMenu(account, language),
    enabled: identity !== undefined,
    retry: false,
  });
  const roles = rolesOf(identity?.roleName ?? '');
  return {
    nodes: query.data ? visibleMenu(query.data, roles) : undefined,
    error: query.error,
    language,
  };
}

function storeMenu(menu: StoredMenu) {
  localStorage.setItem(storageKeys.menu, JSON.stringify(menu));
}

function storedMenu(account: string, language: string): MenuNode[] | undefined {
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
