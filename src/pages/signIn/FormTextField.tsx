import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslate } from 'react-admin';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'label'> & {
  name: Path<T>;
  control: Control<T>;
  labelKey: string;
};

/** A react-hook-form bound MUI text field whose label and error are translation keys. */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  labelKey,
  ...props
}: FormTextFieldProps<T>) {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name, control });
  const message = fieldState.error?.message;
  return (
    <TextField
      {...props}
      {...field}
      value={field.value ?? ''}
      id={`field-${name}`}
      label={translate(labelKey)}
      error={Boolean(message)}
      helperText={message ? translate(message) : props.helperText}
      fullWidth
      margin="dense"
    />
  );
}
