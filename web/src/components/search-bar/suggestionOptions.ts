import type { SuggestionsQuery as SuggestionsData } from '../../__generated__/graphql';

export type Suggestions = SuggestionsData['suggestions'];

/** One pickable row of the suggestion panel; `key` is unique across both groups. */
export type SuggestionOption =
  | { kind: 'venue'; key: string; id: string; title: string; address: string | null }
  | { kind: 'treatment'; key: string; id: string; title: string };

/** Venues first, then treatments: the order the panel shows them and the arrow keys walk. */
export function toSuggestionOptions(suggestions: Suggestions | undefined): SuggestionOption[] {
  if (!suggestions) return [];
  return [
    ...suggestions.branches.map((branch) => ({
      kind: 'venue' as const,
      key: `venue-${branch.id}`,
      id: branch.id,
      title: branch.title,
      address: branch.address,
    })),
    ...suggestions.categories.map((category) => ({
      kind: 'treatment' as const,
      key: `treatment-${category.id}`,
      id: category.id,
      title: category.title,
    })),
  ];
}

/**
 * The option an arrow key moves to, wrapping at both ends; with none active, down goes to the
 * first and up to the last.
 */
export function moveActive(
  options: readonly SuggestionOption[],
  activeKey: string | undefined,
  step: 1 | -1,
): string | undefined {
  if (options.length === 0) return undefined;
  const index = options.findIndex((option) => option.key === activeKey);
  const next =
    index === -1
      ? step === 1
        ? 0
        : options.length - 1
      : (index + step + options.length) % options.length;
  return options[next]?.key;
}
