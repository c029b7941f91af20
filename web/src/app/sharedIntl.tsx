import { useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider } from 'react-intl';

/**
 * Compiled messages and Intl formatters, shared by every render of the process: IntlProvider
 * makes a cache of its own per instance, so each server render compiled every message it showed
 * again (about a millisecond per page). Keys are message texts, locales and format options: a
 * bounded set.
 */
const cache = createIntlCache();

/** IntlProvider over the process's shared cache. */
export function SharedIntlProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Record<string, string>;
  children: ReactNode;
}) {
  const intl = useMemo(
    () => createIntl({ locale, messages, defaultLocale: 'en' }, cache),
    [locale, messages],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
