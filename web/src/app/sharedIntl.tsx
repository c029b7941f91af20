import { useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider } from 'react-intl';

/**
 * react-intl's formatter cache, shared by every render of the process: an IntlProvider makes one
 * of its own per instance, so each server render would build its Intl formatters again.
 */
const cache = createIntlCache();

/** IntlProvider over the process's shared formatter cache. */
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
