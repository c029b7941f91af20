import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { createTextTree } from './format/textTree';
import type { Messages } from './messages';

/**
 * Compiled messages and Intl formatters, shared by every render of the process: IntlProvider
 * makes a cache of its own per instance, so each server render compiled every message it showed
 * again (about a millisecond per page). Keys are message texts, locales and format options: a
 * bounded set.
 */
const cache = createIntlCache();

type Formatters = IntlShape['formatters'];
type MessageFormat = ReturnType<Formatters['getMessageFormat']>;

/**
 * Message formatters by locale and ignoreTag, then by the compiled message itself. react-intl's
 * own memo keys every lookup by JSON.stringify of its arguments: with messages compiled ahead of
 * time that is the whole message tree and the format tables, stringified again for every message
 * with values on every render (about a millisecond of a company page). A compiled message is one
 * object for the life of the process (the translation files load once), so its identity is the
 * key here, and the lookup costs nothing. Formats are not in the key: this app passes none, so
 * every message formats with react-intl's defaults.
 */
const byCompiledMessage = new Map<string, WeakMap<object, MessageFormat>>();

function compiledMessageFormats(
  own: Formatters['getMessageFormat'],
): Formatters['getMessageFormat'] {
  return (message, locales, formats, options) => {
    // Plain-text messages (the default messages) and locale lists take react-intl's own path.
    if (typeof message === 'string' || typeof locales !== 'string')
      return own(message, locales, formats, options);
    const key = `${locales}\u0000${options?.ignoreTag ? 1 : 0}`;
    let formatters = byCompiledMessage.get(key);
    if (!formatters) byCompiledMessage.set(key, (formatters = new WeakMap()));
    let formatter = formatters.get(message);
    if (!formatter) formatters.set(message, (formatter = own(message, locales, formats, options)));
    return formatter;
  };
}

type FormatMessage = IntlShape['formatMessage'];
type Values = Parameters<FormatMessage>[1];

/**
 * A message's text, without values or with plain ones (short strings, numbers, booleans),
 * remembered per intl object:
 * a page formats the same "{count} venues" and "{treatment} in {city}" many times, and each call
 * through react-intl copies its values, looks its plural rules and number formats up by
 * JSON.stringify of their options, and walks the message into parts again. The same message with
 * the same values gives the same text (the locale and messages are the intl object's own).
 * Values that are elements or functions (rich text), or dates, and ids missing from the
 * messages (react-intl reports those), take react-intl's own path every time.
 */
function rememberedTexts(intl: IntlShape, own: FormatMessage): FormatMessage {
  // Keyed by id alone: at most one entry per message of the map.
  const withoutValues = new Map<string, string>();
  // By id and values, one tree per ignoreTag.
  const withValues = [createTextTree(), createTextTree()] as const;
  const remember = (
    descriptor: Parameters<FormatMessage>[0],
    values?: Values,
    options?: Parameters<FormatMessage>[2],
  ) => {
    const id = descriptor.id;
    if (typeof id !== 'string' || !Object.hasOwn(intl.messages, id))
      return own(descriptor, values, options);
    if (!values) {
      // react-intl copies its arguments and reads its config for every call, values or not.
      if (options?.ignoreTag) return own(descriptor, values, options);
      let text = withoutValues.get(id);
      if (text === undefined) {
        const formatted = own(descriptor, values, options);
        if (typeof formatted !== 'string') return formatted;
        withoutValues.set(id, (text = formatted));
      }
      return text;
    }
    // With plain values only (the tree checks) react-intl answers a string.
    const plain = values as Record<string, string | number | boolean>;
    const tree = withValues[options?.ignoreTag ? 1 : 0];
    return (
      tree.text(id, values, () => own(descriptor, plain, options)) ??
      own(descriptor, values, options)
    );
  };
  return remember as FormatMessage;
}

type FormatNumber = IntlShape['formatNumber'];

/**
 * A number's text remembered per intl object and options, as messages are above: ratings,
 * distances and counts repeat across a page and its renders, and each call through react-intl
 * looks its Intl.NumberFormat up by JSON.stringify of the options (a tenth of a millisecond of a
 * search page). Options come from the code, never from a visitor: they are simple values.
 */
function rememberedNumbers(own: FormatNumber): FormatNumber {
  const numbers = createTextTree();
  const remember = (value: Parameters<FormatNumber>[0], options?: Parameters<FormatNumber>[1]) =>
    (typeof value === 'number'
      ? numbers.text(value, options, () => own(value, options))
      : undefined) ?? own(value, options);
  return remember as FormatNumber;
}

/**
 * The shared messages and a page's own as one map, made once per pair: the files are the same
 * objects on every render, and spreading some 400 keys cost a third of a millisecond per page.
 */
const merged = new WeakMap<Messages, WeakMap<Messages, Record<string, string>>>();

export function mergedMessages(general: Messages, page: Messages): Record<string, string> {
  let byPage = merged.get(general);
  if (!byPage) merged.set(general, (byPage = new WeakMap()));
  let messages = byPage.get(page);
  // Compiled and plain messages mix freely; react-intl's type wants one kind per map.
  if (!messages) byPage.set(page, (messages = { ...general, ...page } as Record<string, string>));
  return messages;
}

/**
 * One intl object per messages map and locale for the life of the process: it holds no state of
 * a render (its caches are the shared ones above), and making it cost every server render a
 * twentieth of a millisecond.
 */
const intls = new WeakMap<Record<string, string>, Map<string, IntlShape>>();

function sharedIntl(locale: string, messages: Record<string, string>): IntlShape {
  let byLocale = intls.get(messages);
  if (!byLocale) intls.set(messages, (byLocale = new Map()));
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages, defaultLocale: 'en' }, cache);
    // formatMessage reads getMessageFormat from this object on every call (it is bound to the
    // object, not to the function), so replacing the property reaches every formatted message.
    intl.formatters.getMessageFormat = compiledMessageFormats(intl.formatters.getMessageFormat);
    // FormattedMessage and useIntl both call the object's formatMessage.
    intl.formatMessage = rememberedTexts(intl, intl.formatMessage);
    intl.$t = intl.formatMessage;
    // FormattedNumber and useIntl both call the object's formatNumber too.
    intl.formatNumber = rememberedNumbers(intl.formatNumber);
    byLocale.set(locale, intl);
  }
  return intl;
}

/** IntlProvider over the process's shared caches. */
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
