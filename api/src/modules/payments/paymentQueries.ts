// Payments by NBS IPS QR of orders and of bought gift cards. One pending payment per thing paid for
// (unique indexes): asking again while it is pending answers the same one; an expired one is marked
// expired and replaced.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { branches, giftCards, orders, organizations, payments } from '../../db/schema/index.js';
import { ApiError, notFound } from '../../http/errors.js';
import { normalizeGiftCardCode } from '../gifts/giftCardCode.js';
import { ipsPayload, ipsTransfer, model97Reference } from './ipsPayload.js';
import type { Payment } from './paymentSchemas.js';
import type { Queryable, Transaction } from '../../kernel/transactions.js';
import { sqlState } from '../../kernel/databaseErrors.js';
import { isActive } from '../bookings/customerBookings.js';
import { leftToPay, takesIpsPayments } from './orderPaymentState.js';

/** How long a QR code stays payable. */
export const paymentLifetimeMs = 30 * 60_000;

export type PaymentRow = typeof payments.$inferSelect;

/** What a payment is for, as its view names it. */
export type Target = { orderGuid: string | null; giftCardCode: string | null };

/** The payment as the api answers it; `demoSwitch` is added by the routes (configuration). */
export type PaymentView = Omit<Payment, 'demoSwitch'>;

export const viewOf = (row: PaymentRow, target: Target, now = new Date()): PaymentView => ({
  id: row.id,
  orderGuid: target.orderGuid,
  giftCardCode: target.giftCardCode,
  method: row.method,
  status: row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status,
  amount: row.amount,
  currency: row.currency,
  reference: row.reference,
  payload: row.payload,
  transfer: ipsTransfer(row.payload),
  expiresAt: row.expiresAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

type OrganizationRow = typeof organizations.$inferSelect;

export const nothingToPay = (message: string) => new ApiError(409, 'NOTHING_TO_PAY', message);

/**
 * The pending payment among `existing` when still payable, else a new one (the expired one marked
 * so). Refuses when the payee cannot take IPS payments.
 */
async function pendingOrNew(
  tx: Transaction,
  existing: PaymentRow[],
  what: {
    target: Target;
    column: { orderId: number } | { giftCardId: number };
    /** Digits that start the reference (the order or card id). */
    number: number;
    amount: number;
    currency: string;
    organization: OrganizationRow;
    purpose: string;
  },
  now: Date,
): Promise<{ payment: PaymentView; created: boolean }> {
  const pending = existing.find((p) => p.status === 'pending');
  if (pending && pending.expiresAt > now)
    return { payment: viewOf(pending, what.target, now), created: false };
  if (pending)
    await tx.update(payments).set({ status: 'expired' }).where(eq(payments.id, pending.id));
  const { organization } = what;
  if (!takesIpsPayments(organization, what.currency))
    throw new ApiError(422, 'PAYMENT_UNAVAILABLE', 'This venue takes no IPS QR payments');
  const digits = `${String(what.number).padStart(8, '0')}${String(randomInt(10_000)).padStart(4, '0')}`;
  const reference = model97Reference(digits);
  const payload = ipsPayload({
    account: organization.ipsAccount,
    payee: `${organization.legalName}\r\n${organization.payeeAddress}`,
    amount: what.amount,
    purpose: what.purpose,
    reference,
  });
  try {
    const [row] = await tx
      .insert(payments)
      .values({
        ...what.column,
        method: 'ips_qr',
        amount: what.amount,
        currency: what.currency as PaymentRow['currency'],
        reference,
        payload,
        expiresAt: new Date(now.getTime() + paymentLifetimeMs),
      })
      .returning();
    return { payment: viewOf(row!, what.target, now), created: true };
  } catch (error) {
    if (sqlState(error) === '23505')
      throw new ApiError(409, 'IDEMPOTENCY_IN_FLIGHT', 'A payment is being created; retry');
    throw error;
  }
}

/** What the paid ones among these payments add up to. */
const paidAmong = (rows: readonly PaymentRow[]) =>
  rows.reduce((total, row) => total + (row.status === 'paid' ? row.amount : 0), 0);

/** The pending IPS payment of the customer's order; `created` is false when it already existed. */
export async function paymentForOrder(
  db: Database,
  customerId: number,
  guid: string,
): Promise<{ payment: PaymentView; created: boolean }> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [found] = await tx
      .select({ order: orders, organization: organizations })
      .from(orders)
      .innerJoin(branches, eq(branches.id, orders.branchId))
      .innerJoin(organizations, eq(organizations.id, branches.organizationId))
      .where(and(eq(orders.guid, guid), eq(orders.customerId, customerId)))
      .for('update', { of: orders });
    if (!found) throw notFound(`Unknown order ${guid}`);
    const { order, organization } = found;
    if (!isActive(order.status)) throw nothingToPay(`The order is ${order.status}`);
    const existing = await tx.select().from(payments).where(eq(payments.orderId, order.id));
    const left = leftToPay(order.amountDue, paidAmong(existing));
    if (left <= 0) throw nothingToPay(order.amountDue > 0 ? 'It is paid' : 'Nothing is due');
    return pendingOrNew(
      tx,
      existing,
      {
        target: { orderGuid: order.guid, giftCardCode: null },
        column: { orderId: order.id },
        number: order.id,
        amount: left,
        currency: order.currency,
        organization,
        purpose: `Termin ${order.guid.slice(0, 8)}`,
      },
      now,
    );
  });
}

/**
 * The pending IPS payment of a gift card the customer bought and has not paid yet: once paid the
 * card becomes spendable.
 */
export async function paymentForGiftCard(
  db: Database,
  customerId: number,
  code: string,
): Promise<{ payment: PaymentView; created: boolean }> {
  const normalized = normalizeGiftCardCode(code);
  if (!normalized) throw notFound('Unknown gift card');
  return db.transaction(async (tx) => {
    const now = new Date();
    const [found] = await tx
      .select({ card: giftCards, organization: organizations })
      .from(giftCards)
      .innerJoin(organizations, eq(organizations.id, giftCards.organizationId))
      .where(and(eq(giftCards.code, normalized), eq(giftCards.buyerCustomerId, customerId)))
      .for('update', { of: giftCards });
    if (!found) throw notFound('Unknown gift card');
    const { card, organization } = found;
    if (card.status !== 'pending') throw nothingToPay(`The gift card is ${card.status}`);
    const existing = await tx.select().from(payments).where(eq(payments.giftCardId, card.id));
    if (paidAmong(existing) > 0) throw nothingToPay('It is paid');
    return pendingOrNew(
      tx,
      existing,
      {
        target: { orderGuid: null, giftCardCode: card.code },
        column: { giftCardId: card.id },
        number: card.id,
        amount: card.initialAmount,
        currency: card.currency,
        organization,
        purpose: `Termin ${card.code}`,
      },
      now,
    );
  });
}

/** A payment of the customer's: of one of their orders or of a gift card they bought. */
export async function ownPaymentRow(db: Queryable, customerId: number, id: number) {
  const [found] = await db
    .select({
      payment: payments,
      orderGuid: orders.guid,
      orderCustomer: orders.customerId,
      giftCardCode: giftCards.code,
      giftCardBuyer: giftCards.buyerCustomerId,
    })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(giftCards, eq(giftCards.id, payments.giftCardId))
    .where(eq(payments.id, id));
  if (!found || (found.orderCustomer !== customerId && found.giftCardBuyer !== customerId))
    throw notFound(`Unknown payment ${id}`);
  return {
    payment: found.payment,
    target: { orderGuid: found.orderGuid, giftCardCode: found.giftCardCode },
  };
}

export async function ownPayment(
  db: Database,
  customerId: number,
  id: number,
): Promise<PaymentView> {
  const found = await ownPaymentRow(db, customerId, id);
  return viewOf(found.payment, found.target);
}
