import { useLocaleState, useStore } from 'react-admin';
import type { ToothNotation } from '../../../src/domain/teeth';

/** The user's numbering for English (issue 24); zh and tr always read FDI. */
export const NOTATION_STORE_KEY = 'preferences.toothNotation';

export function useToothNotation() {
  const [locale] = useLocaleState();
  const [preferred, setPreferred] = useStore<ToothNotation>(NOTATION_STORE_KEY, 'fdi');
  const choosable = locale === 'en';
  return {
    notation: choosable ? preferred : ('fdi' as const),
    choosable,
    setNotation: setPreferred,
  };
}
