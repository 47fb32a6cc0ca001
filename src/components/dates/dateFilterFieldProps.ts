/** What a date filter takes, shared by the field and its lazily loaded picker. */
export interface DateFilterFieldProps {
  id: string;
  label: string;
  /** yyyy-MM-dd, or '' for none. */
  value: string;
  onChange: (day: string) => void;
}
