import { MenuItem, TextField } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGUAGES } from '../../../i18n/languages';

/** The current language and the way to pick another one. */
export function useLanguagePick() {
  const [locale, setLocale] = useLocaleState();
  const [searchParams, setSearchParams] = useSearchParams();
  // A `?language=` in the address is dropped on a pick, so that a reload keeps the user's pick.
  const pick = (language: string) => {
    setLocale(language);
    if (searchParams.has('language')) {
      const next = new URLSearchParams(searchParams);
      next.delete('language');
      setSearchParams(next, { replace: true });
    }
  };
  return { locale, pick };
}

/**
 * Language dropdown of the sign-in pages; the i18n provider persists the choice and tells the
 * server. Signed in, the language is picked in the user menu (LanguageMenuItem).
 */
export function LanguageSelect() {
  const translate = useTranslate();
  const { locale, pick } = useLanguagePick();
  return (
    <TextField
      select
      size="small"
      label={translate('app.language.label')}
      value={locale}
      onChange={(event) => pick(event.target.value)}
      slotProps={{ htmlInput: { 'data-testid': 'language-select' } }}
      sx={{ width: 130, flexShrink: 0 }}
    >
      {LANGUAGES.map((language) => (
        <MenuItem key={language} value={language}>
          {translate(`app.language.${language}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
