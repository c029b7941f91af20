import type { MutationResolvers } from '../__generated__/resolvers-types.js';
import { cancelOrder, rescheduleOrder, reviewOrder } from '../../upstream/orderManagementApi.js';
import { customerOrder } from '../../upstream/ordersApi.js';

/** After booking: move or cancel inside the window, review a past visit (api enforces the rules). */
export const Mutation: Pick<MutationResolvers, 'cancelOrder' | 'rescheduleOrder' | 'reviewOrder'> =
  {
    cancelOrder: async (_parent, { input }, { api }) => {
      const { data, errors } = await cancelOrder(
        api,
        input.idempotencyKey,
        input.guid,
        input.reason?.trim() || undefined,
      );
      return { order: data, errors };
    },
    rescheduleOrder: async (_parent, { input }, { api }) => {
      const masterId = Number(input.masterId);
      const { data, errors } = await rescheduleOrder(api, input.idempotencyKey, input.guid, {
        start: input.start,
        // Left out: each item keeps its master; null: any free one.
        ...(input.masterId === undefined
          ? {}
          : {
              masterId:
                input.masterId === null ? null : Number.isSafeInteger(masterId) ? masterId : 0,
            }),
        ...(input.expectedTotal != null ? { expectedTotal: input.expectedTotal } : {}),
      });
      return { order: data, errors };
    },
    reviewOrder: async (_parent, { input }, { api }) => {
      const { data, errors } = await reviewOrder(api, input.idempotencyKey, input.guid, {
        rating: input.rating,
        ...(input.text?.trim() ? { text: input.text.trim() } : {}),
      });
      // The venue's rating and reviews changed: its company page shows them at once.
      const order = data ? await customerOrder(api, input.guid) : null;
      if (order) await api.venueChanged(String(order.branch.id));
      return { review: data, errors };
    },
  };
