import { TextField, type TextFieldProps } from '@mui/material';
import { useForkRef } from '@mui/material/utils';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useFocusAfterPaint } from '../../page/useFocusAfterPaint';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'label'> & {
  name: Path<T>;
  control: Control<T>;
  labelKey: string;
};

/**
 * A react-hook-form bound MUI text field whose label and error are translation keys. Its
 * `autoFocus` waits for the first paint (see useFocusAfterPaint). Only the login forms use it:
 * react-admin's Form and TextInput (AuthTextInput, the other public forms) would add about 13 kB
 * gzip to the login route's JavaScript, which is tuned for Lighthouse.
 */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  labelKey,
  autoFocus,
  ...props
}: FormTextFieldProps<T>) {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name, control });
  const { ref: fieldRef, ...fieldProps } = field;
  // The form's ref on the input itself, so that a failed submit focuses the first wrong field.
  const inputRef = useForkRef(useFocusAfterPaint<HTMLInputElement>(autoFocus === true), fieldRef);
  const message = fieldState.error?.message;
  return (
    <TextField
      {...props}
      {...fieldProps}
      value={field.value ?? ''}
      inputRef={inputRef}
      id={`field-${name}`}
      label={translate(labelKey)}
      error={Boolean(message)}
      helperText={message ? translate(message) : props.helperText}
      fullWidth
      margin="dense"
    />
  );
}
