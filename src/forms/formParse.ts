/**
 * A react-admin input's `parse` that keeps an emptied text field '' (react-admin's default
 * turns it into null, which a yup string schema refuses and a profile call would send as null).
 */
export const keepText = (value: string): string => value;
