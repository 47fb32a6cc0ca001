import { useFieldValue } from 'react-admin';
import type { FieldProps } from 'react-admin';
import { Typography } from '@mui/material';
import { useDictionaryLabel } from '../../../src/dictionaries/useDictionary';
import type { DictionaryCode } from '../../../src/dictionaries/useDictionary';

/** A list column of dictionary values, shown with their label in the user's language. */
export function DictionaryField({ code, ...props }: FieldProps & { code: DictionaryCode }) {
  const value = useFieldValue(props);
  const label = useDictionaryLabel(code);
  return (
    <Typography component="span" variant="body2">
      {value === undefined || value === null ? '' : label(String(value))}
    </Typography>
  );
}
