import type { MutationResolvers } from '../__generated__/resolvers-types.js';
import { orderMutations } from './Order.js';
import { eventMutations } from './GroupEvent.js';
import { giftCardMutations } from './GiftCard.js';
import { orderManagementMutations } from './OrderManagement.js';
import { paymentMutations } from './Payment.js';
import { profileMutations } from './Profile.js';

// Each domain's mutations live beside its queries (resolvers/<Domain>Mutation.ts) and are merged
// here, so this file only lists them.
export const Mutation: MutationResolvers = {
  ...orderMutations,
  ...eventMutations,
  ...giftCardMutations,
  ...paymentMutations,
  ...orderManagementMutations,
  ...profileMutations,
  logout: async (_parent, _args, { session }) => {
    await session.end();
    return { loggedOut: true };
  },
};
