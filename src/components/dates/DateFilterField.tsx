import { TextField } from '@mui/material';
import { lazy, memo, Suspense } from 'react';
import { useLocaleState } from 'react-admin';
import { useDateLocalizationReady } from './DateLocalization';
import type { DateFilterFieldProps } from './dateFilterFieldProps';

const DayPicker = lazy(() => import('./DayPicker'));

export type { DateFilterFieldProps };

/**
 * A date filter: MUI X's DatePicker in the user's language (loaded with its own chunk); until it
 * has loaded, a disabled field of the same size holds its place. Rendered again only when its
 * props change: each render of MUI X's field reads the document's selection after the commit,
 * which makes the browser lay the page out there and then, and a list's filter form renders
 * at every change of its list (issue 27: the workbench's blocking time).
 */
export const DateFilterField = memo(function DateFilterField(props: DateFilterFieldProps) {
  const ready = useDateLocalizationReady();
  const [locale] = useLocaleState();
  const placeholder = (
    <TextField size="small" sx={{ width: 200 }} label={props.label} disabled fullWidth={false} />
  );
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      {/* A new language gives a new field: its sections follow the new format at once. */}
      <DayPicker key={locale} {...props} />
    </Suspense>
  );
});
