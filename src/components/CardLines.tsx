import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

/** One line of a card: its label (a translation key) and what it shows. */
export type CardLine = readonly [labelKey: string, value: ReactNode];

/**
 * The fields of a record on a phone's card (a SimpleList row's secondary text), one labelled
 * line each, words breaking only between words: the phone's form of a table's row (issue 40).
 */
export function CardLines({ lines }: { lines: readonly CardLine[] }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
      {lines.map(([label, value]) => (
        <Box component="span" key={label} data-testid="card-line">
          {translate('app.labelled', { label: translate(label) })}
          {value}
        </Box>
      ))}
    </Box>
  );
}
