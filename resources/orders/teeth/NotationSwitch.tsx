import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ToothNotation } from '../../../src/domain/teeth';
import { useToothNotation } from './useToothNotation';

const NOTATIONS: readonly ToothNotation[] = ['fdi', 'universal'];

/** FDI or Universal, offered in English only (the preference is kept in the store). */
export function NotationSwitch() {
  const translate = useTranslate();
  const { notation, choosable, setNotation } = useToothNotation();
  if (!choosable) return null;
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={notation}
      aria-label={translate('app.orders.teeth.notation.label')}
      onChange={(_event, value: ToothNotation | null) => value && setNotation(value)}
    >
      {NOTATIONS.map((item) => (
        <ToggleButton key={item} value={item}>
          {translate(`app.orders.teeth.notation.${item}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
