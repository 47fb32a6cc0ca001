import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A titled block of the task detail. */
export function TaskSection(props: { titleKey: string; testId: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} data-testid={props.testId}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(props.titleKey)}
      </Typography>
      {props.children}
    </Paper>
  );
}
