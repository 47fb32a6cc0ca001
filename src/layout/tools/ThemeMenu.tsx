import { useState } from 'react';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import PaletteIcon from '@mui/icons-material/Palette';
import { useTranslate } from 'react-admin';
import { themeStore } from '../../theme/themeStore';
import { THEME_NAMES } from '../../theme/themes';
import { useThemePrefs } from '../../theme/usePortalTheme';
import { BarIconButton } from '../../components/BarIconButton';

/** Saber's theme picker: the choice applies at once and is remembered. */
export function ThemeMenu() {
  const translate = useTranslate();
  const { themeName } = useThemePrefs();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('app.prefs.theme.title');
  return (
    <>
      <BarIconButton
        label={label}
        onClick={(event) => setAnchor(event.currentTarget)}
        testId="theme-menu"
      >
        <PaletteIcon />
      </BarIconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {THEME_NAMES.map((name) => (
          <MenuItem
            key={name}
            selected={name === themeName}
            onClick={() => {
              themeStore.setThemeName(name);
              setAnchor(null);
            }}
            data-testid={`theme-${name}`}
          >
            <ListItemIcon>{name === themeName && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{translate(`app.prefs.theme.${name}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
