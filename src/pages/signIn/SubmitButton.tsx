import { WriteSubmitButton } from '../../forms/WriteSubmitButton';

/** The full-width submit button of the public forms; disabled while the call runs. */
export function SubmitButton({ labelKey, busy }: { labelKey: string; busy: boolean }) {
  return <WriteSubmitButton labelKey={labelKey} pending={busy} fullWidth sx={{ mt: 2 }} />;
}
