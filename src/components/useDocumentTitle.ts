import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** Page title = the route's title plus the system name (SPEC §2). */
export function useDocumentTitle(titleKey: string) {
  const translate = useTranslate();
  const title = translate('app.title_suffix', { title: translate(titleKey) });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
