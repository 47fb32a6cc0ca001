import { MenuItem, Select, TextField } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useSearchParams } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGUAGES } from '../../../i18n/languages';

interface LanguageSelectProps {
  /** `bar`: a compact select for the app bar, so the top entries keep their room. */
  variant?: 'field' | 'bar';
}

/**
 * Language dropdown; the i18n provider persists the choice and tells the server. A `?language=`
 * in the address is dropped on a pick, so that a reload keeps what the user picked.
 */
export function LanguageSelect({ variant = 'field' }: LanguageSelectProps) {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [searchParams, setSearchParams] = useSearchParams();
  const pick = (language: string) => {
    setLocale(language);
    if (searchParams.has('language')) {
      const next = new URLSearchParams(searchParams);
      next.delete('language');
      setSearchParams(next, { replace: true });
    }
  };
  const options = LANGUAGES.map((language) => (
    <MenuItem key={language} value={language}>
      {translate(`app.language.${language}`)}
    </MenuItem>
  ));
  if (variant === 'bar') {
    return (
      <Select
        variant="standard"
        disableUnderline
        value={locale}
        onChange={(event) => pick(event.target.value)}
        startAdornment={<TranslateIcon fontSize="small" sx={{ mr: 0.5 }} />}
        SelectDisplayProps={{ 'aria-label': translate('app.language.label') }}
        inputProps={{ 'data-testid': 'language-select' }}
        sx={{ color: 'inherit', flexShrink: 0, mx: 1, '& .MuiSelect-icon': { color: 'inherit' } }}
      >
        {options}
      </Select>
    );
  }
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
      {options}
    </TextField>
  );
}
