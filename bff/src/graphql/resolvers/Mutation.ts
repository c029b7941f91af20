import type { MutationResolvers } from '../__generated__/resolvers-types.js';

// Each domain's mutations live beside its queries (resolvers/<Domain>Mutation.ts) and are merged
// here, so this file only lists them.
export const Mutation: MutationResolvers = {
  logout: async (_parent, _args, { session }) => {
    await session.end();
    return { loggedOut: true };
  },
};
