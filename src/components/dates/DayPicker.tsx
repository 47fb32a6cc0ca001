import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parse } from 'date-fns';
import type { DateFilterFieldProps } from './dateFilterFieldProps';

const DAY = 'yyyy-MM-dd';

/** yyyy-MM-dd ↔ the picker's Date; a day not fully typed yet leaves the value as it was. */
export default function DayPicker({ id, label, value, onChange }: DateFilterFieldProps) {
  const day = value ? parse(value, DAY, new Date()) : null;
  return (
    <DatePicker
      label={label}
      value={day && isValid(day) ? day : null}
      onChange={(next) => {
        if (next === null) onChange('');
        else if (isValid(next)) onChange(format(next, DAY));
      }}
      slotProps={{
        textField: { id, size: 'small', variant: 'filled', fullWidth: false, sx: { width: 200 } },
        field: { clearable: true },
      }}
    />
  );
}
