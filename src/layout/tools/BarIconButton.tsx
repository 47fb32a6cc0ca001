import type { MouseEvent, ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';

interface BarIconButtonProps {
  /** Translated: the tooltip and the accessible name. */
  label: string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  testId: string;
  children: ReactNode;
}

/** An icon button of the app bar: its label as tooltip and accessible name. */
export function BarIconButton({ label, onClick, testId, children }: BarIconButtonProps) {
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={onClick} data-testid={testId}>
        {children}
      </IconButton>
    </Tooltip>
  );
}
