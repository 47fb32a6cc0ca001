import { Button, CircularProgress, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ignoreSecondClick } from './firstClickOnly';

interface WriteSubmitButtonProps extends Omit<ButtonProps, 'type' | 'onClick' | 'children'> {
  /** Catalog key of the button's text. */
  labelKey: string;
  /** The write is in flight: the button is disabled. */
  pending: boolean;
  /** Shows a spinner beside the text while pending (long writes such as uploads with text). */
  spinner?: boolean;
}

/**
 * The submit button of a react-admin form that writes: contained, disabled while the write runs,
 * and the second click of a double click does not submit again (firstClickOnly.ts says why).
 */
export function WriteSubmitButton({
  labelKey,
  pending,
  spinner = false,
  disabled,
  startIcon,
  ...props
}: WriteSubmitButtonProps) {
  const translate = useTranslate();
  return (
    <Button
      variant="contained"
      {...props}
      type="submit"
      onClick={ignoreSecondClick}
      disabled={pending || disabled}
      startIcon={
        spinner && pending ? (
          <CircularProgress aria-label={translate('ra.page.loading')} size={16} />
        ) : (
          startIcon
        )
      }
    >
      {translate(labelKey)}
    </Button>
  );
}
