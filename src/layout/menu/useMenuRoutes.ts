import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useI18nProvider } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { rolesOf, visibleMenu } from '../../domain/menuAccess';
import { usePortalIdentity } from '../../session/usePortalIdentity';
import { useChromeParts } from '../chromeParts';
import { menuRoutesQuery, storedMenu } from './menuRoutesQuery';

/**
 * The side menu from GET /menu/routes, in the token's language, without the items limited to
 * other roles. The last answer is kept in storage (saber-menu) and shown while the menu reloads.
 * The i18n provider's locale changes only after the server has switched the token's language,
 * so keying on it refetches with the new token. Right after a sign-in the answer is usually
 * cached already: the sign-in asked for it (see `prefetchSignedIn`).
 */
export function useMenuRoutes() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const language = useI18nProvider().getLocale();
  const { identity } = usePortalIdentity();
  const account = identity?.account ?? '';
  const { serverLanguageReady = Promise.resolve() } = useChromeParts();
  const query = useQuery({
    ...menuRoutesQuery(dataProvider, account, language, serverLanguageReady),
    placeholderData: () => storedMenu(account, language),
    enabled: identity !== undefined,
  });
  const roleName = identity?.roleName ?? '';
  // The same tree while the answer and the roles stay: the menu renders it again only then.
  const nodes = useMemo(
    () => (query.data ? visibleMenu(query.data, rolesOf(roleName)) : undefined),
    [query.data, roleName],
  );
  return {
    nodes,
    error: query.error,
    language,
  };
}
