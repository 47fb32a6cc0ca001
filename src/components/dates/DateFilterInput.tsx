import { useInput, useTranslate } from 'react-admin';
import { DateFilterField } from './DateFilterField';

interface DateFilterInputProps {
  source: string;
  id: string;
  /** A translation key. */
  label: string;
  /** Read by react-admin's FilterForm: shown without the filter button. */
  alwaysOn?: boolean;
}

/** A list filter (react-admin `filters=`) on a day, with the localized date picker. */
export function DateFilterInput({ source, id, label }: DateFilterInputProps) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  return (
    <DateFilterField
      id={id}
      label={translate(label)}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(day) => field.onChange(day)}
    />
  );
}
