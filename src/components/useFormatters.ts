import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import {
  formatDate,
  formatDateTime,
  formatFileSize,
  formatMoney,
  formatNumber,
  type Currency,
} from '../domain/format';

type Value = number | string | null | undefined;

/** The domain formatters bound to the current interface language. */
export function useFormatters() {
  const [locale] = useLocaleState();
  return useMemo(
    () => ({
      dateTime: (text: string | null | undefined) => formatDateTime(text, locale),
      date: (text: string | null | undefined) => formatDate(text, locale),
      number: (value: Value, maximumFractionDigits?: number) =>
        formatNumber(value, locale, maximumFractionDigits),
      money: (value: Value, currency: Currency) => formatMoney(value, currency, locale),
      fileSize: (bytes: Value) => formatFileSize(bytes, locale),
    }),
    [locale],
  );
}
