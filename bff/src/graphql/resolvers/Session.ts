import type { MutationResolvers } from '../__generated__/resolvers-types.js';

// Ends the customer's session (the cookie and its tokens); signing in is bff's /auth flow
// (session/authRoutes.ts).
export const Mutation: Pick<MutationResolvers, 'logout'> = {
  logout: async (_parent, _args, { session }) => {
    await session.end();
    return { loggedOut: true };
  },
};
