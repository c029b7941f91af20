import type { QueryResolvers } from '../__generated__/resolvers-types.js';

/** Longest suggestion text accepted; longer input is cut rather than refused. */
const maxSuggestionText = 100;

export const Query: QueryResolvers = {
  cities: async (_parent, _args, { api }) => (await api.country()).cities,

  viewer: async (_parent, _args, { api, session }) => (session.loggedIn ? api.me() : null),

  suggestions: async (_parent, { text, city }, { api }) => {
    // spec §5: suggestions only for non-empty text, lowercased before it is sent.
    const normalized = text.trim().toLowerCase().slice(0, maxSuggestionText);
    if (normalized === '') return { branches: [], categories: [] };
    return api.suggest(normalized, city ?? undefined);
  },
};
