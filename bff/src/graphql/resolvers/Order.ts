import type {
  MutationResolvers,
  OrderItemInput,
  OrderItemResolvers,
  OrderQuoteResolvers,
  OrderResolvers,
  QueryResolvers,
} from '../__generated__/resolvers-types.js';
import {
  createOrder,
  customerOrders,
  quoteOrder,
  rescheduleOrder,
  type OrderLine,
  type UpstreamOrder,
  type UpstreamOrderQuote,
} from '../../upstream/ordersApi.js';
import { branchKey } from '../../upstream/branchesApi.js';
import { orderIntervals } from '../../upstream/availabilityApi.js';
import { customerBooking } from '../../upstream/customerBookingsApi.js';
import { e164Phone } from '@termin/phone-number';
import { invalidPhone } from '../phoneNumber.js';
import { money } from '../money.js';
import { bookingFields } from './Booking.js';

// What backs each type resolved here (the codegen mapper; bff/codegen/resolverModules.mjs).
export type OrderMapper = UpstreamOrder;
export type OrderItemMapper = OrderLine;
export type OrderQuoteMapper = UpstreamOrderQuote;

/** The one master of every item, if the items have one. */
function soleMaster(order: UpstreamOrder) {
  const [first] = order.items;
  if (!first || order.items.some((item) => item.masterId !== first.masterId)) return undefined;
  return first;
}

/** The branch, items and start of an order as the api takes them (for a quote or the booking). */
function orderRequest(input: { branch: string; items: readonly OrderItemInput[]; start: string }) {
  const branchId = Number(branchKey(input.branch));
  return {
    branchId: Number.isSafeInteger(branchId) ? branchId : 0,
    items: input.items.map((item) => ({
      serviceId: Number(item.serviceId),
      masterId: item.masterId ? Number(item.masterId) : null,
    })),
    start: input.start,
  };
}

export const Query: Pick<QueryResolvers, 'order' | 'orders' | 'orderQuote'> = {
  order: (_parent, { guid }, { api }) => customerBooking(api, 'order', guid),
  orders: (_parent, { when, limit }, { api }) =>
    customerOrders(
      api,
      when === 'PAST' ? 'past' : 'upcoming',
      Math.min(Math.max(limit ?? 50, 1), 100),
    ),
  orderQuote: async (_parent, { input }, { api }) => {
    const { data, errors } = await quoteOrder(api, {
      ...orderRequest(input),
      ...(input.giftCardCode?.trim() ? { giftCardCode: input.giftCardCode.trim() } : {}),
    });
    return { quote: data, errors };
  },
};

export const Mutation: Pick<MutationResolvers, 'createOrder' | 'rescheduleOrder'> = {
  createOrder: async (_parent, { input }, { api }) => {
    const phone = e164Phone(input.contact.phone, api.header['x-project-country']);
    if (!phone) return { order: null, errors: [invalidPhone] };
    const { data, errors } = await createOrder(api, input.idempotencyKey, {
      ...orderRequest(input),
      contact: {
        name: input.contact.name.trim(),
        phone,
        ...(input.contact.email ? { email: input.contact.email.trim() } : {}),
      },
      ...(input.comment?.trim() ? { comment: input.comment.trim() } : {}),
      ...(input.giftCardCode?.trim() ? { giftCardCode: input.giftCardCode.trim() } : {}),
      ...(input.expectedTotal != null ? { expectedTotal: input.expectedTotal } : {}),
    });
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
};

export const Order: OrderResolvers = {
  ...bookingFields,
  items: (order) => order.items.map((item) => ({ ...item, currency: order.currency })),
  master: (order) => {
    const first = soleMaster(order);
    return first ? { id: String(first.masterId), name: first.masterName } : null;
  },
  amountPaid: (order) => money(order.amountPaid, order.currency),
  // Moving is cancelling and booking in one step: the api allows it exactly when a cancel is.
  canReschedule: (order) => order.canCancel,
  moveAvailability: (order, { masterId, from, days }, { api }) =>
    orderIntervals(api, order.guid, {
      // Left out: the order's own master (any when its items have several); null: any.
      masterId:
        masterId === undefined ? soleMaster(order)?.masterId.toString() : (masterId ?? undefined),
      from: from ?? undefined,
      days: days ?? undefined,
    }),
};

export const OrderQuote: OrderQuoteResolvers = {
  items: (quote) => quote.items.map((item) => ({ ...item, currency: quote.currency })),
  total: (quote) => money(quote.total, quote.currency),
  giftCardAmount: (quote) => money(quote.giftCardAmount, quote.currency),
  amountDue: (quote) => money(quote.amountDue, quote.currency),
};

export const OrderItem: OrderItemResolvers = {
  serviceId: (item) => String(item.serviceId),
  master: (item) => ({ id: String(item.masterId), name: item.masterName }),
  price: (item) => money(item.price, item.currency),
};
