import type {
  MutationResolvers,
  PaymentResolvers,
  PaymentStatus,
  QueryResolvers,
} from '../__generated__/resolvers-types.js';
import {
  customerPayment,
  simulatePayment,
  startGiftCardPayment,
  startOrderPayment,
  type UpstreamPayment,
} from '../../upstream/paymentsApi.js';
import { ipsQrSvg } from '../../http/ipsQrCode.js';
import { money } from '../money.js';

// What backs each type resolved here (the codegen mapper; bff/codegen/resolverModules.mjs).
export type PaymentMapper = UpstreamPayment;

export const Query: Pick<QueryResolvers, 'payment'> = {
  payment: (_parent, { id }, { api }) => customerPayment(api, id),
};

export const Mutation: Pick<
  MutationResolvers,
  'startOrderPayment' | 'startGiftCardPayment' | 'simulatePayment'
> = {
  startOrderPayment: async (_parent, { input }, { api }) => {
    const { data, errors } = await startOrderPayment(api, input.idempotencyKey, input.orderGuid);
    return { payment: data, errors };
  },
  startGiftCardPayment: async (_parent, { input }, { api }) => {
    const { data, errors } = await startGiftCardPayment(api, input.idempotencyKey, input.code);
    return { payment: data, errors };
  },
  simulatePayment: async (_parent, { input }, { api }) => {
    const { data, errors } = await simulatePayment(api, input.idempotencyKey, input.paymentId);
    return { payment: data, errors };
  },
};

export const Payment: PaymentResolvers = {
  id: (payment) => String(payment.id),
  status: (payment) => payment.status.toUpperCase() as PaymentStatus,
  amount: (payment) => money(payment.amount, payment.currency),
  qrSvg: (payment) => ipsQrSvg(payment.payload),
};
