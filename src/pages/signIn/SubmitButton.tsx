import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The full-width submit button of the public forms; disabled while the call runs. */
export function SubmitButton({ labelKey, busy }: { labelKey: string; busy: boolean }) {
  const translate = useTranslate();
  return (
    <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 2 }}>
      {translate(labelKey)}
    </Button>
  );
}
