/**
 * react-admin resets a form whenever its record or defaults change by content: a refetch that
 * lands after the first keystroke (the list's summary replaced by the detail, a poll) would wipe
 * what the user typed, and a message the submit just showed. Given to a form as `resetOptions`,
 * it keeps every field already typed in, the form's messages and its submitted and touched
 * state, and takes the new values for the others. A module constant: the reset runs when it
 * changes.
 */
export const KEEP_TYPED = {
  keepDirtyValues: true,
  keepErrors: true,
  keepIsSubmitted: true,
  keepTouched: true,
} as const;
