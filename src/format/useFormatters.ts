import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import {
  formatAxisNumber,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatPercent,
  formatDuration,
  formatFileSize,
  formatLocalDateTime,
  formatMoney,
  formatMoneyFen,
  formatSignedMoneyFen,
  formatMonth,
  formatNumber,
  formatRelativeTime,
  formatServerDateTime,
  formatZonedDateTime,
  type Currency,
} from '../domain/format';

type Value = number | string | null | undefined;
type Text = string | null | undefined;

/** The domain formatters (src/domain/format.ts) bound to the current interface language. */
export function useFormatters() {
  const [locale] = useLocaleState();
  return useMemo(
    () => ({
      dateTime: (text: Text) => formatDateTime(text, locale),
      localDateTime: (text: Text) => formatLocalDateTime(text, locale),
      serverDateTime: (text: Text) => formatServerDateTime(text, locale),
      /** The user's clock, its zone named: beside server-clock times on one page. */
      zonedDateTime: (text: Text) => formatZonedDateTime(text, locale),
      date: (text: Text) => formatDate(text, locale),
      month: (text: Text) => formatMonth(text, locale),
      duration: (ms: number) => formatDuration(ms, locale),
      number: (value: Value, maximumFractionDigits?: number) =>
        formatNumber(value, locale, maximumFractionDigits),
      decimal: (value: Value, digits: number) => formatDecimal(value, locale, digits),
      percent: (percent: number) => formatPercent(percent, locale),
      axisNumber: (value: number | null | undefined) => formatAxisNumber(value, locale),
      money: (value: Value, currency: Currency) => formatMoney(value, currency, locale),
      moneyFen: (fen: number | null | undefined, currency: Currency) =>
        formatMoneyFen(fen, currency, locale),
      signedMoneyFen: (fen: number | null | undefined, currency: Currency) =>
        formatSignedMoneyFen(fen, currency, locale),
      fileSize: (bytes: Value) => formatFileSize(bytes, locale),
      /** How long before `now` (epoch ms). */
      relativeTime: (text: Text, now: number) => formatRelativeTime(text, now, locale),
    }),
    [locale],
  );
}
