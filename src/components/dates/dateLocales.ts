import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enUS as pickerEn, trTR as pickerTr, zhCN as pickerZh } from '@mui/x-date-pickers/locales';
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { tr } from 'date-fns/locale/tr';
import { zhCN } from 'date-fns/locale/zh-CN';
import type { Language } from '../../../i18n/languages';

/**
 * What the date pickers need per language, loaded apart from the entry (the adapter and the
 * three date-fns locales weigh about 17 kB gzip): the date-fns locale sets the field's format
 * (en MM/dd/yyyy, tr dd.MM.yyyy; zh yyyy-MM-dd, set below) and the pickers' own words.
 */
export const dateAdapter = AdapterDateFns;

export const DATE_FNS_LOCALES: Record<Language, Locale> = { zh: zhCN, en: enUS, tr };

/** Where the date-fns short date is not the one the users write: zh's is yy-MM-dd. */
export const DATE_FORMATS: Record<Language, { keyboardDate: string } | undefined> = {
  zh: { keyboardDate: 'yyyy-MM-dd' },
  en: undefined,
  tr: undefined,
};

export const PICKER_TEXTS = {
  zh: pickerZh.components.MuiLocalizationProvider.defaultProps.localeText,
  en: pickerEn.components.MuiLocalizationProvider.defaultProps.localeText,
  tr: pickerTr.components.MuiLocalizationProvider.defaultProps.localeText,
} satisfies Record<Language, unknown>;
