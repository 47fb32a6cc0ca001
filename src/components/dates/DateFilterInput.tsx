import { useCallback } from 'react';
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
  const { onChange: setDay } = field;
  // The same function from render to render: the field is not rendered again for a new one.
  const onChange = useCallback((day: string) => setDay(day), [setDay]);
  return (
    <DateFilterField
      id={id}
      label={translate(label)}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={onChange}
    />
  );
}
