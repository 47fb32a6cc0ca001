import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Page title = the route's title plus the system name (SPEC §2). `enabled` is false for a cached
 * page kept hidden, so that only the page on screen names the window.
 */
export function useDocumentTitle(titleKey: string, enabled = true) {
  const translate = useTranslate();
  const title = translate('app.title_suffix', { title: translate(titleKey) });
  useEffect(() => {
    if (enabled) document.title = title;
  }, [title, enabled]);
}
