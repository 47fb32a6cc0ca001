import type { ReactElement } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';

/**
 * A list's table from `sm` up; below it, `phone` (a react-admin SimpleList): a phone shows one
 * record per row, its main fields stacked, instead of a table cut at the window's edge.
 */
export function PhoneOrTable({ phone, children }: { phone: ReactElement; children: ReactElement }) {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return small ? phone : children;
}
