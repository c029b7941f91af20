import type { ApolloClient } from '@apollo/client';
import { createContext, useContext } from 'react';
import { useLocale, type Language } from '../locale';

/**
 * Apollo's clients, one per language, made on first need. In the browser the first need loads
 * Apollo's code (about 40 KB compressed) too: a page hydrates from its loaders' data without it,
 * and Apollo arrives when the visitor goes on (a navigation runs loaders), types into the search
 * bar, or opens a page that sends mutations. On the server every client is at hand at once.
 */
export interface ApolloSource {
  load(language: Language): Promise<ApolloClient>;
}

/**
 * A promise React's `use` reads without suspending once it has settled: React looks for these
 * fields on a thenable, so a client already made never shows a fallback.
 */
type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked: TrackedPromise<T> = promise;
  tracked.status = 'pending';
  // Block bodies: handing back the promise itself would make this derived one reject too.
  promise.then(
    (value) => {
      Object.assign(tracked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(tracked, { status: 'rejected', reason });
    },
  );
  return tracked;
}

function settled<T>(value: T): TrackedPromise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

/**
 * One client per language from `create`. A failed load (the chunk did not arrive) is forgotten,
 * so the next need tries again.
 */
export function createApolloSource(
  create: (language: Language) => ApolloClient | Promise<ApolloClient>,
): ApolloSource {
  const clients = new Map<Language, TrackedPromise<ApolloClient>>();
  return {
    load(language) {
      let client = clients.get(language);
      if (!client) {
        const made = create(language);
        client = made instanceof Promise ? track(made) : settled(made);
        clients.set(language, client);
        client.catch(() => clients.delete(language));
      }
      return client;
    },
  };
}

export const ApolloSourceContext = createContext<ApolloSource | null>(null);

/** The app's Apollo clients (null outside the app shell, as in component tests). */
export function useApolloSource(): ApolloSource | null {
  return useContext(ApolloSourceContext);
}

/**
 * Starts loading Apollo for the page's language, for a form that will send through it: called as
 * the customer starts on the form, so sending it does not wait for Apollo's code.
 */
export function useApolloPreload(): () => void {
  const source = useApolloSource();
  const { language } = useLocale();
  return () => void source?.load(language).catch(() => {});
}
