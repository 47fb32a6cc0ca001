import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';

interface BarIconButtonProps {
  /** Translated: the tooltip and the accessible name. */
  label: string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  testId: string;
  children: ReactNode;
}

/** True inside the phone's actions sheet: the buttons show their label beside the icon. */
export const BarButtonsLabelled = createContext(false);

/** An icon button of the app bar: its label as tooltip and accessible name. */
export function BarIconButton({ label, onClick, testId, children }: BarIconButtonProps) {
  const labelled = useContext(BarButtonsLabelled);
  if (labelled) {
    return (
      <Button
        color="inherit"
        startIcon={children}
        onClick={onClick}
        data-testid={testId}
        fullWidth
        sx={{ justifyContent: 'flex-start', minHeight: 48, px: 2, textTransform: 'none' }}
      >
        {label}
      </Button>
    );
  }
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={onClick} data-testid={testId}>
        {children}
      </IconButton>
    </Tooltip>
  );
}
