import type { MessageFormatElement } from 'react-intl';
import type { Language } from './locale';

/**
 * A translation file's messages: key → ICU message. The build compiles them ahead of time
 * (vite/localesPlugin.ts), so the browser ships without the ICU parser.
 */
export type Messages = Record<string, string | MessageFormatElement[]>;

/** Loads locales/<page>/<language>/data.json; `general` holds the shell's shared messages. */
export type LoadMessages = (page: string, language: Language) => Promise<Messages>;

export const GENERAL_PAGE = 'general';

/** The version query of translation requests: the build date (spec §7). */
declare const __BUILD_DATE__: string;
export const buildDate: string = typeof __BUILD_DATE__ === 'string' ? __BUILD_DATE__ : 'dev';

export interface PageMessages {
  general: Messages;
  page: Messages;
}

/**
 * The messages of the page being shown: the shared ones and the page's own file. spec §8: a route
 * without a page name is warned about; a page file that fails to load is ignored.
 */
export async function loadPageMessages(
  load: LoadMessages,
  language: Language,
  page: string | undefined,
  where: string,
): Promise<PageMessages> {
  const generalMessages = load(GENERAL_PAGE, language);
  if (page === undefined) console.warn(`No page name for translations: ${where}`);
  const pageMessages =
    page === undefined || page === GENERAL_PAGE
      ? Promise.resolve({})
      : load(page, language).catch((error: unknown) => {
          console.warn(
            `Translations of page "${page}" (${language}) failed to load:`,
            error instanceof Error ? error.message : error,
          );
          return {};
        });
  return { general: await generalMessages, page: await pageMessages };
}

/** The browser's loader: fetches the compiled files with the build date as version, once each. */
export function createFetchMessages(
  version: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): LoadMessages & { seed: (page: string, language: Language, messages: Messages) => void } {
  const cache = new Map<string, Promise<Messages>>();
  const load = (page: string, language: Language) => {
    const key = `${page}/${language}`;
    let messages = cache.get(key);
    if (!messages) {
      messages = fetchImpl(
        `/locales/${page}/${language}/data.json?v=${encodeURIComponent(version)}`,
      ).then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<Messages>;
      });
      messages.catch(() => cache.delete(key));
      cache.set(key, messages);
    }
    return messages;
  };
  return Object.assign(load, {
    seed: (page: string, language: Language, messages: Messages) =>
      void cache.set(`${page}/${language}`, Promise.resolve(messages)),
  });
}
