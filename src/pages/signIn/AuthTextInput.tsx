import { TextInput, type TextInputProps } from 'react-admin';
import { keepText } from '../../forms/formParse';
import { useFocusAfterPaint } from '../../page/useFocusAfterPaint';

type AuthTextInputProps = Omit<TextInputProps, 'label' | 'id'> & { labelKey: string };

/**
 * A react-admin text input of the public forms: id `field-<source>`, a translated label, an
 * emptied field kept '' for the schema, no helper line until there is an error. Its `autoFocus`
 * waits for the first paint (see useFocusAfterPaint).
 */
export function AuthTextInput({
  source,
  labelKey,
  autoFocus,
  slotProps,
  ...props
}: AuthTextInputProps) {
  const focusRef = useFocusAfterPaint<HTMLInputElement>(autoFocus === true);
  return (
    <TextInput
      helperText={false}
      {...props}
      source={source}
      id={`field-${source}`}
      label={labelKey}
      parse={keepText}
      // On the input element beside the form's own ref, so a failed submit still focuses it.
      slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, ref: focusRef } }}
      variant="outlined"
      margin="dense"
      fullWidth
    />
  );
}
