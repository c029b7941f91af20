import type { Messages } from './messages';

// Compiled and plain messages mix freely; react-intl's type wants one kind per map.
export type IntlMessages = Record<string, string>;

const noMessages: Messages = {};
const merged = new WeakMap<Messages, WeakMap<Messages, IntlMessages>>();

/**
 * The page's messages over the shared ones, merged once per pair of files: the server loads each
 * file once and hands every render the same objects (serverMessages.ts), and copying the shared
 * file's keys on every render was some 5 % of a page's server CPU. The same object back also lets
 * the intl built over it be reused (sharedIntl.tsx).
 */
export function mergedMessages(general = noMessages, page = noMessages): IntlMessages {
  let byPage = merged.get(general);
  if (!byPage) {
    byPage = new WeakMap();
    merged.set(general, byPage);
  }
  let messages = byPage.get(page);
  if (!messages) {
    messages = { ...general, ...page } as IntlMessages;
    byPage.set(page, messages);
  }
  return messages;
}
