// Where an order stands with its IPS payments: what was paid, what is left, and whether a payment
// can start. The one rule the order's view (canPay) and the payment's creation both follow.
import { and, eq, inArray, max, sum } from 'drizzle-orm';
import type { organizations } from '../../db/schema/index.js';
import { payments } from '../../db/schema/index.js';
import type { OrderStatus } from '../../db/schema/orders.js';
import type { Queryable } from '../../kernel/transactions.js';
import { isActive, isOver } from '../bookings/customerBookings.js';

/** What IPS needs of a payee: an organization without all of it takes no IPS payments. */
export type IpsPayee = Pick<
  typeof organizations.$inferSelect,
  'ipsAccount' | 'legalName' | 'payeeAddress'
>;

/** NBS IPS moves dinars only, to a payee with an account, a name and an address. */
export const takesIpsPayments = <T extends IpsPayee>(
  payee: T,
  currency: string,
): payee is T & { [K in keyof IpsPayee]: string } =>
  currency === 'RSD' && !!payee.ipsAccount && !!payee.legalName && !!payee.payeeAddress;

export interface Paid {
  /** Minor units paid by IPS. */
  amount: number;
  /** When the last payment arrived; null before any. */
  at: Date | null;
}

export const nothingPaid: Paid = { amount: 0, at: null };

/** The paid IPS payments of these orders, summed per order (orders without any are absent). */
export async function paidOfOrders(
  db: Queryable,
  orderIds: readonly number[],
): Promise<Map<number, Paid>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: payments.orderId,
      amount: sum(payments.amount).mapWith(Number),
      at: max(payments.paidAt),
    })
    .from(payments)
    .where(and(inArray(payments.orderId, [...orderIds]), eq(payments.status, 'paid')))
    .groupBy(payments.orderId);
  return new Map(rows.map((row) => [row.orderId!, { amount: row.amount, at: row.at }]));
}

/** What is left to pay: the amount due after gift cards, less what was paid by IPS. */
export const leftToPay = (amountDue: number, paid: number) => Math.max(0, amountDue - paid);

/**
 * Still active (pending or confirmed) and not over (a past visit was settled at the venue:
 * issue 42 item 23), something left to pay, and a payee that takes IPS payments.
 */
export const canPayOrder = (
  order: { status: OrderStatus; endsAt: Date; amountDue: number; currency: string },
  paid: Paid,
  payee: IpsPayee,
  now: Date,
) =>
  isActive(order.status) &&
  !isOver(order.status, order.endsAt, now) &&
  leftToPay(order.amountDue, paid.amount) > 0 &&
  takesIpsPayments(payee, order.currency);
