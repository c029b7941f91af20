import type { IntlShape } from 'react-intl';

/**
 * Formatted values remembered per intl object (one per locale and messages map for the process:
 * app/sharedIntl.tsx): a company page writes the same few times, weekdays, durations and prices
 * dozens of times, and each call through react-intl looks its Intl formatter up by
 * JSON.stringify of the options before formatting. The same intl object and key give the same
 * text, so the first answer stands. Keys are small values (a wall time, a duration in minutes, an
 * amount, a message's values); a table that grows past `limit` starts over rather than grow
 * without bound, and a key longer than `longestKey` (a long search a visitor typed) is formatted
 * every time: the tables stay small however many pages, languages and searches a process serves.
 */
const remembered = new WeakMap<IntlShape, Map<string, string>>();
const limit = 2_000;
const longestKey = 200;

export function memoFormat(intl: IntlShape, key: string, format: () => string): string {
  if (key.length > longestKey) return format();
  let texts = remembered.get(intl);
  if (!texts) remembered.set(intl, (texts = new Map()));
  let text = texts.get(key);
  if (text === undefined) {
    if (texts.size >= limit) texts.clear();
    text = format();
    texts.set(key, text);
  }
  return text;
}
