import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { isLanguage } from '../../../i18n/languages';
import { loadDateLocales } from './loadDateLocales';

const DateLocalizationReady = createContext(false);

/**
 * The one LocalizationProvider of the portal, inside the Admin: its adapter locale follows
 * react-admin's locale, so the user's language (not the browser's) decides how dates read. The
 * adapter and the locales load on the first page behind the login, not with the entry.
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const { data } = useQuery({
    queryKey: ['dateLocales'],
    queryFn: loadDateLocales,
    staleTime: Infinity,
  });
  const language = isLanguage(locale) ? locale : 'zh';
  return (
    <LocalizationProvider
      dateAdapter={data?.dateAdapter}
      adapterLocale={data?.DATE_FNS_LOCALES[language]}
      dateFormats={data?.DATE_FORMATS[language]}
      localeText={data?.PICKER_TEXTS[language]}
    >
      <DateLocalizationReady.Provider value={data !== undefined}>
        {children}
      </DateLocalizationReady.Provider>
    </LocalizationProvider>
  );
}

/** Whether the pickers can render: the adapter of DateLocalization has loaded. */
export function useDateLocalizationReady(): boolean {
  return useContext(DateLocalizationReady);
}
