import { useState } from 'react';
import { Box, Button, ButtonBase, Popover, Typography } from '@mui/material';
import FormatColorFillIcon from '@mui/icons-material/FormatColorFill';
import { useTranslate } from 'react-admin';
import { themeStore } from '../../theme/themeStore';
import { COLOR_SWATCHES, DEFAULT_COLOR } from '../../theme/themes';
import { useThemePrefs } from '../../theme/usePortalTheme';
import { BarIconButton } from '../../components/BarIconButton';

/** The primary colour: Saber's swatches or any colour of the native picker. */
export function ColorMenu() {
  const translate = useTranslate();
  const { color } = useThemePrefs();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('app.prefs.color.title');
  return (
    <>
      <BarIconButton
        label={label}
        onClick={(event) => setAnchor(event.currentTarget)}
        testId="color-menu"
      >
        <FormatColorFillIcon />
      </BarIconButton>
      <Popover
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ p: 2, width: 216 }}>
          <Typography variant="subtitle2" gutterBottom>
            {label}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}>
            {COLOR_SWATCHES.map((swatch) => (
              <Swatch
                key={swatch}
                color={swatch}
                selected={swatch === color}
                label={translate('app.prefs.color.swatch', { color: swatch })}
              />
            ))}
          </Box>
          <Box
            component="label"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2, cursor: 'pointer' }}
          >
            <input
              type="color"
              value={color.toLowerCase()}
              onChange={(event) => themeStore.setColor(event.target.value)}
              data-testid="color-input"
            />
            <Typography variant="body2">{translate('app.prefs.color.custom')}</Typography>
          </Box>
          <Button
            size="small"
            sx={{ mt: 1 }}
            disabled={color === DEFAULT_COLOR}
            onClick={() => themeStore.setColor(DEFAULT_COLOR)}
          >
            {translate('app.prefs.color.reset')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}

function Swatch({ color, selected, label }: { color: string; selected: boolean; label: string }) {
  return (
    <ButtonBase
      aria-label={label}
      aria-pressed={selected}
      onClick={() => themeStore.setColor(color)}
      data-testid={`color-${color}`}
      sx={{
        height: 36,
        borderRadius: 1,
        bgcolor: color,
        outline: selected ? '3px solid' : 'none',
        outlineColor: 'text.primary',
        outlineOffset: 2,
      }}
    />
  );
}
