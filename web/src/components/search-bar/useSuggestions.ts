import { skipToken, useQuery } from '@apollo/client/react';
import { useState } from 'react';
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

/**
 * Venues and treatments for the search text in the city. Spec §5: only non-empty text is sent,
 * lowercased; empty text clears the suggestions at once. useQuery observes only the latest
 * variables, so an answer to older text can never replace a newer one.
 */
export function useSuggestions(text: string, city: string | undefined): SuggestionsState {
  const query = text.trim().toLowerCase();
  const sent = useDebouncedValue(query, query === '' ? 0 : SUGGESTION_DEBOUNCE_MS);
  const skip = sent === '';
  const { data, loading } = useQuery(
    SuggestionsQuery,
    skip ? skipToken : { variables: city ? { text: sent, city } : { text: sent } },
  );
  const current = skip ? undefined : data?.suggestions;

  // Keep the last answer on screen while the next loads, so the panel does not blink per keystroke;
  // it is forgotten once the text is emptied.
  const [previous, setPrevious] = useState<Suggestions>();
  if (current && current !== previous) setPrevious(current);
  if (skip && previous) setPrevious(undefined);

  return {
    suggestions: skip ? undefined : (current ?? previous),
    loading: !skip && loading,
    answered: !skip && !loading && current !== undefined,
  };
}
