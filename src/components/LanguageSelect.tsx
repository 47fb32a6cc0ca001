import { MenuItem, TextField } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGUAGES } from '../../i18n/languages';

/** Language dropdown; the i18n provider persists the choice and tells the server. */
export function LanguageSelect() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <TextField
      select
      size="small"
      label={translate('app.language.label')}
      value={locale}
      onChange={(event) => setLocale(event.target.value)}
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
