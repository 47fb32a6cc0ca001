/**
 * Intl formatters, made once per locale and options: making one costs far more than formatting
 * with it, and a workbench page formats hundreds of amounts, dates and durations as it renders
 * and as its deadlines tick (issue 27: blocking time). Formatters are immutable, so sharing is safe.
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function once<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => F,
): F {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  const known = made.get(key) as F | undefined;
  if (known) return known;
  const formatter = make();
  made.set(key, formatter);
  return formatter;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  return once('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  return once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions) {
  return once('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}
