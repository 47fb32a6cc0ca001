import { useEffect } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formDrafts } from '../../../dataProvider/auth/formDrafts';
import type { DraftValues } from '../../../dataProvider/auth/formDrafts';

interface DraftKeeperProps {
  /** The draft's name: `work-order`, `reply:<ticket id>`. */
  form: string;
  /** The form started from a kept draft: say so. */
  restored: boolean;
}

/** Inside a form: keeps every change as the draft `form`, so a lost session does not lose it. */
export function DraftKeeper({ form, restored }: DraftKeeperProps) {
  const translate = useTranslate();
  const values: Record<string, unknown> = useWatch();
  useEffect(() => formDrafts.write(form, textOf(values)), [form, values]);
  if (!restored) return null;
  return (
    <Typography variant="caption" color="text.secondary" data-testid="draft-restored">
      {translate('app.tickets.form.draft_restored')}
    </Typography>
  );
}

function textOf(values: Record<string, unknown>): DraftValues {
  const text: DraftValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') text[name] = value;
  }
  return text;
}
