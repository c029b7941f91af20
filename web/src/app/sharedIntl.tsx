import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';

/**
 * react-intl's formatter cache, shared by every render of the process: an IntlProvider makes one
 * of its own per instance, so each server render would build its Intl formatters again.
 */
const cache = createIntlCache();

/**
 * The intl of each messages object (mergedMessages.ts keeps one per pair of files) and locale,
 * made once: createIntl per render was some 1 % of a page's server CPU. An intl holds its
 * configuration and the shared cache only, nothing of a render.
 */
const intls = new WeakMap<Record<string, string>, Map<string, IntlShape>>();

function sharedIntl(locale: string, messages: Record<string, string>): IntlShape {
  let byLocale = intls.get(messages);
  if (!byLocale) {
    byLocale = new Map();
    intls.set(messages, byLocale);
  }
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages, defaultLocale: 'en' }, cache);
    byLocale.set(locale, intl);
  }
  return intl;
}

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
  return <RawIntlProvider value={sharedIntl(locale, messages)}>{children}</RawIntlProvider>;
}
