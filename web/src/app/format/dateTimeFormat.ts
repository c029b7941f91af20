/**
 * An Intl.DateTimeFormat for a locale and options, made once and shared: making one costs a
 * fraction of a millisecond (a company page's opening hours alone made several per render),
 * using one almost nothing. The keys are few (a handful of locales, time zones and shapes).
 */
const made = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    made.set(key, format);
  }
  return format;
}
