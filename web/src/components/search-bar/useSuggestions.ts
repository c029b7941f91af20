import { useEffect, useState } from 'react';
import { useApolloSource } from '../../app/data/apolloSource';
import { useLocale } from '../../app/locale';
import { SuggestionsQuery } from './queries';
import type { Suggestions } from './suggestionOptions';
import { useDebouncedValue } from './useDebouncedValue';

/** Spec §9: no suggestion request until the user has paused typing this long. */
export const SUGGESTION_DEBOUNCE_MS = 500;

export interface SuggestionsState {
  /** What the panel shows: the answer for the latest text sent, or the one before while it loads. */
  suggestions: Suggestions | undefined;
  /** A request is in flight. */
  loading: boolean;
  /** The latest text sent has its answer (so empty lists mean "no matches"). */
  answered: boolean;
}

interface Answer {
  /** The text and city it answers. */
  key: string;
  /** Undefined when the request failed: the panel keeps what it showed. */
  suggestions?: Suggestions;
}

/**
 * Venues and treatments for the search text in the city. Spec §5: only non-empty text is sent,
 * lowercased; empty text clears the suggestions at once. Only the answer to the latest text and
 * city is taken, so an answer to older text can never replace a newer one. Apollo's code loads
 * with the first keystroke, while the debounce runs, not with the page.
 */
export function useSuggestions(text: string, city: string | undefined): SuggestionsState {
  const source = useApolloSource();
  const { language } = useLocale();
  const query = text.trim().toLowerCase();
  const sent = useDebouncedValue(query, query === '' ? 0 : SUGGESTION_DEBOUNCE_MS);
  const skip = sent === '';
  const key = `${sent}\n${city ?? ''}`;
  const [answer, setAnswer] = useState<Answer>();
  const [shown, setShown] = useState<Suggestions>();

  const typing = query !== '';
  useEffect(() => {
    if (typing) source?.load(language).catch(() => {});
  }, [typing, source, language]);

  useEffect(() => {
    if (skip || !source) return;
    let latest = true;
    source
      .load(language)
      .then((client) =>
        client.query({
          query: SuggestionsQuery,
          variables: city ? { text: sent, city } : { text: sent },
        }),
      )
      .then(
        ({ data }) => latest && setAnswer({ key, suggestions: data?.suggestions }),
        () => latest && setAnswer({ key }),
      );
    return () => {
      latest = false;
    };
  }, [skip, source, language, sent, city, key]);

  const current = !skip && answer?.key === key ? answer : undefined;
  // Keep the last answer on screen while the next loads, so the panel does not blink per keystroke;
  // it is forgotten once the text is emptied.
  if (current?.suggestions && current.suggestions !== shown) setShown(current.suggestions);
  if (skip && shown) setShown(undefined);

  return {
    suggestions: skip ? undefined : (current?.suggestions ?? shown),
    loading: !skip && current === undefined,
    answered: current?.suggestions !== undefined,
  };
}
