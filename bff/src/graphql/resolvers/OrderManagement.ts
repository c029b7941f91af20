import type { MutationResolvers } from '../__generated__/resolvers-types.js';
import { cancelOrder, reviewOrder } from '../../upstream/orderManagementApi.js';

/** After booking: cancel inside the window, review a past visit (api enforces both rules). */
export const Mutation: Pick<MutationResolvers, 'cancelOrder' | 'reviewOrder'> = {
  cancelOrder: async (_parent, { input }, { api }) => {
    const { data, errors } = await cancelOrder(
      api,
      input.idempotencyKey,
      input.guid,
      input.reason?.trim() || undefined,
    );
    return { order: data, errors };
  },
  reviewOrder: async (_parent, { input }, { api }) => {
    const { data, errors } = await reviewOrder(api, input.idempotencyKey, input.guid, {
      rating: input.rating,
      ...(input.text?.trim() ? { text: input.text.trim() } : {}),
    });
    return { review: data, errors };
  },
};
