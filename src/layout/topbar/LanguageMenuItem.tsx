import { useState } from 'react';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslate, useUserMenu } from 'react-admin';
import { LANGUAGES } from '../../../i18n/languages';
import { useLanguagePick } from './LanguageSelect';

/**
 * The language, as an item of the user menu that opens the choices: out of the app bar, a stray
 * click can no longer switch a screen's language (issue 21), and a phone reaches it too.
 */
export function LanguageMenuItem() {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const { locale, pick } = useLanguagePick();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (language: string) => {
    setAnchor(null);
    userMenu?.onClose();
    if (language !== locale) pick(language);
  };
  return (
    <>
      <MenuItem
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        data-testid="menu-language"
      >
        <ListItemIcon>
          <TranslateIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText secondary={translate(`app.language.${locale}`)}>
          {translate('app.language.label')}
        </ListItemText>
        <ChevronRightIcon fontSize="small" sx={{ ml: 1 }} />
      </MenuItem>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            role="menuitemradio"
            aria-checked={language === locale}
            onClick={() => choose(language)}
            data-testid={`language-${language}`}
          >
            <ListItemIcon>{language === locale && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{translate(`app.language.${language}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
