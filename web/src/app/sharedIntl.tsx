import { useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';

/**
 * Compiled messages and Intl formatters, shared by every render of the process: IntlProvider
 * makes a cache of its own per instance, so each server render compiled every message it showed
 * again (about a millisecond per page). Keys are message texts, locales and format options: a
 * bounded set.
 */
const cache = createIntlCache();

type GetMessageFormat = IntlShape['formatters']['getMessageFormat'];

/** Compiled messages by locale and text (a bounded set: the locales' message texts). */
const compiledMessages = new Map<string, ReturnType<GetMessageFormat>>();

/**
 * react-intl keeps each compiled message under JSON.stringify of all its arguments, the merged
 * default formats included, computed again on every call: that key cost more than formatting
 * the page's messages (about 0.3 ms a page). This app passes no formats, time zone or options of
 * its own, so a message's locale and text name its compiled form; anything else takes the
 * original path.
 */
function withCompiledMessages(intl: IntlShape): IntlShape {
  const compile: GetMessageFormat = intl.formatters.getMessageFormat;
  const getMessageFormat: GetMessageFormat = (message, locales, formats, options) => {
    const plain =
      typeof message === 'string' &&
      typeof locales === 'string' &&
      Object.keys(options ?? {}).every((key) => key === 'formatters');
    if (!plain) return compile(message, locales, formats, options);
    const key = `${locales}\u0000${message}`;
    let compiled = compiledMessages.get(key);
    if (!compiled) {
      compiled = compile(message, locales, formats, options);
      compiledMessages.set(key, compiled);
    }
    return compiled;
  };
  Object.assign(intl.formatters, { getMessageFormat });
  return intl;
}

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
    () => withCompiledMessages(createIntl({ locale, messages, defaultLocale: 'en' }, cache)),
    [locale, messages],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
