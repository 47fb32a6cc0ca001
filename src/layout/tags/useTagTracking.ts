import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { openTag, withHome, type Tag } from '../../domain/tags';
import { useChromeParts, type ChromeParts } from '../chromeParts';
import { readTags, writeTags } from './tagStore';

/** Without the app's route table (a layout on its own), no path is a page. */
const noPage: NonNullable<ChromeParts['pageOf']> = () => undefined;

/** The home tab of this user (it cannot be closed). */
export function useHomeTag(home: string): Tag {
  const { pageOf = noPage } = useChromeParts();
  return useMemo(() => {
    const page = pageOf(home);
    return { label: page?.titleKey ?? '', value: home, query: '', group: page?.path ?? '' };
  }, [home, pageOf]);
}

/** Every page of the route table that the user opens becomes a tab. */
export function useTagTracking(homeTag: Tag) {
  const { pathname, search } = useLocation();
  const { pageOf = noPage } = useChromeParts();
  useEffect(() => {
    const page = pageOf(pathname);
    const tags = withHome(readTags(), homeTag);
    writeTags(
      page
        ? openTag(tags, { label: page.titleKey, value: pathname, query: search, group: page.path })
        : tags,
    );
  }, [pathname, search, homeTag, pageOf]);
}
