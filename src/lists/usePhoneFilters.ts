import { cloneElement, useMemo, type ReactElement } from 'react';

/** A react-admin filter input: any input element, `alwaysOn` among its props. */
export type FilterElement = ReactElement<{ alwaysOn?: boolean }>;
import { useMediaQuery, type Theme } from '@mui/material';

/**
 * A list's filters as shown at this width: below `sm` none is always on, so a phone shows the
 * orders first and the filters one tap away behind react-admin's filter button (a filter with
 * a value stays shown). Mounting four inputs and two date pickers was also a third of the
 * workbench's blocking time on a phone (issue 27).
 */
export function usePhoneFilters(filters: FilterElement[]): FilterElement[] {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return useMemo(
    () => (phone ? filters.map((filter) => cloneElement(filter, { alwaysOn: false })) : filters),
    [filters, phone],
  );
}
