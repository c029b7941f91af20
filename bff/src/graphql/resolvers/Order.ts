import type {
  MutationResolvers,
  OrderItemResolvers,
  OrderResolvers,
  OrderStatus,
  QueryResolvers,
} from '../__generated__/resolvers-types.js';
import { createOrder, customerOrder, customerOrders } from '../../upstream/ordersApi.js';
import { branchKey } from '../../upstream/branchesApi.js';

const money = (amount: number, currency: string) => ({ amount, currency });

export const orderQueries: Pick<QueryResolvers, 'order' | 'orders'> = {
  order: (_parent, { guid }, { api }) => customerOrder(api, guid),
  orders: (_parent, { when, limit }, { api }) =>
    customerOrders(
      api,
      when === 'PAST' ? 'past' : 'upcoming',
      Math.min(Math.max(limit ?? 50, 1), 100),
    ),
};

export const orderMutations: Pick<MutationResolvers, 'createOrder'> = {
  createOrder: async (_parent, { input }, { api }) => {
    const branchId = Number(branchKey(input.branch));
    const { data, errors } = await createOrder(api, input.idempotencyKey, {
      branchId: Number.isSafeInteger(branchId) ? branchId : 0,
      items: input.items.map((item) => ({
        serviceId: Number(item.serviceId),
        masterId: item.masterId ? Number(item.masterId) : null,
      })),
      start: input.start,
      contact: {
        name: input.contact.name.trim(),
        phone: input.contact.phone,
        ...(input.contact.email ? { email: input.contact.email.trim() } : {}),
      },
      ...(input.comment?.trim() ? { comment: input.comment.trim() } : {}),
      ...(input.giftCardCode?.trim() ? { giftCardCode: input.giftCardCode.trim() } : {}),
    });
    return { order: data, errors };
  },
};

export const Order: OrderResolvers = {
  status: (order) => order.status.toUpperCase() as OrderStatus,
  branch: (order) => ({ ...order.branch, id: String(order.branch.id) }),
  items: (order) => order.items.map((item) => ({ ...item, currency: order.currency })),
  master: (order) => {
    const [first] = order.items;
    if (!first || order.items.some((item) => item.masterId !== first.masterId)) return null;
    return { id: String(first.masterId), name: first.masterName };
  },
  total: (order) => money(order.total, order.currency),
  giftCardAmount: (order) => money(order.giftCardAmount, order.currency),
  amountDue: (order) => money(order.amountDue, order.currency),
};

export const OrderItem: OrderItemResolvers = {
  serviceId: (item) => String(item.serviceId),
  master: (item) => ({ id: String(item.masterId), name: item.masterName }),
  price: (item) => money(item.price, item.currency),
};
