import type { ReactElement } from 'react';
import { useMediaQuery, useTheme } from '@mui/material';

/**
 * A list's table from `sm` up; below it, `phone` (a react-admin SimpleList): a phone shows one
 * record per row, its main fields stacked, instead of a table cut at the window's edge. The
 * theme is read with useTheme (MUI's default outside a ThemeProvider, as in a unit test).
 */
export function PhoneOrTable({ phone, children }: { phone: ReactElement; children: ReactElement }) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  return small ? phone : children;
}
