import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { openTag, withHome, type Tag } from '../../domain/tags';
import { pageOf } from '../../routes/portalRoutes';
import { readTags, writeTags } from './tagStore';

/** The home tab of this user (it cannot be closed). */
export function useHomeTag(home: string): Tag {
  return useMemo(() => {
    const page = pageOf(home);
    return { label: page?.titleKey ?? '', value: home, query: '', group: page?.path ?? '' };
  }, [home]);
}

/** Every page of the route table that the user opens becomes a tab. */
export function useTagTracking(homeTag: Tag) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const page = pageOf(pathname);
    const tags = withHome(readTags(), homeTag);
    writeTags(
      page
        ? openTag(tags, { label: page.titleKey, value: pathname, query: search, group: page.path })
        : tags,
    );
  }, [pathname, search, homeTag]);
}
