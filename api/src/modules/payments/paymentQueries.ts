// Payments of orders by NBS IPS QR. One pending payment per order (a unique index): asking again
// while it is pending answers the same one; an expired one is marked expired and replaced.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { branches, orders, organizations, payments } from '../../db/schema/index.js';
import { ApiError, notFound } from '../../http/errors.js';
import { sqlState } from '../orders/orderQueries.js';
import { ipsPayload, model97Reference } from './ipsPayload.js';
import type { Payment } from './paymentSchemas.js';

/** How long a QR code stays payable. */
export const paymentLifetimeMs = 30 * 60_000;

type PaymentRow = typeof payments.$inferSelect;

const viewOf = (row: PaymentRow, orderGuid: string, now = new Date()): Payment => ({
  id: row.id,
  orderGuid,
  method: row.method,
  status: row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status,
  amount: row.amount,
  currency: row.currency,
  reference: row.reference,
  payload: row.payload,
  expiresAt: row.expiresAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The pending IPS payment of the customer's order; `created` is false when it already existed. */
export async function paymentForOrder(
  db: Database,
  customerId: number,
  guid: string,
): Promise<{ payment: Payment; created: boolean }> {
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
    const nothingToPay = (message: string) => new ApiError(409, 'NOTHING_TO_PAY', message);
    if (order.status !== 'pending' && order.status !== 'confirmed')
      throw nothingToPay(`The order is ${order.status}`);
    if (order.amountDue <= 0) throw nothingToPay('Nothing is due');
    const existing = await tx.select().from(payments).where(eq(payments.orderId, order.id));
    if (existing.some((p) => p.status === 'paid')) throw nothingToPay('The order is paid');
    const pending = existing.find((p) => p.status === 'pending');
    if (pending && pending.expiresAt > now)
      return { payment: viewOf(pending, order.guid, now), created: false };
    if (pending)
      await tx.update(payments).set({ status: 'expired' }).where(eq(payments.id, pending.id));
    if (
      order.currency !== 'RSD' ||
      !organization.ipsAccount ||
      !organization.legalName ||
      !organization.payeeAddress
    )
      throw new ApiError(422, 'PAYMENT_UNAVAILABLE', 'This venue takes no IPS QR payments');
    const digits = `${String(order.id).padStart(8, '0')}${String(randomInt(10_000)).padStart(4, '0')}`;
    const reference = model97Reference(digits);
    const payload = ipsPayload({
      account: organization.ipsAccount,
      payee: `${organization.legalName}\r\n${organization.payeeAddress}`,
      amount: order.amountDue,
      purpose: `Termin ${order.guid.slice(0, 8)}`,
      reference,
    });
    try {
      const [row] = await tx
        .insert(payments)
        .values({
          orderId: order.id,
          method: 'ips_qr',
          amount: order.amountDue,
          currency: order.currency,
          reference,
          payload,
          expiresAt: new Date(now.getTime() + paymentLifetimeMs),
        })
        .returning();
      return { payment: viewOf(row!, order.guid, now), created: true };
    } catch (error) {
      if (sqlState(error) === '23505')
        throw new ApiError(409, 'IDEMPOTENCY_IN_FLIGHT', 'A payment is being created; retry');
      throw error;
    }
  });
}

async function ownPaymentRow(db: Database, customerId: number, id: number) {
  const [found] = await db
    .select({ payment: payments, orderGuid: orders.guid, orderId: orders.id })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.id, id), eq(orders.customerId, customerId)));
  if (!found) throw notFound(`Unknown payment ${id}`);
  return found;
}

export async function ownPayment(db: Database, customerId: number, id: number): Promise<Payment> {
  const found = await ownPaymentRow(db, customerId, id);
  return viewOf(found.payment, found.orderGuid);
}

/** Demo only: marks a pending payment paid, as the bank's notice would. */
export async function simulatePaid(db: Database, customerId: number, id: number): Promise<Payment> {
  const found = await ownPaymentRow(db, customerId, id);
  const now = new Date();
  if (found.payment.status !== 'pending' || found.payment.expiresAt <= now)
    throw new ApiError(409, 'NOTHING_TO_PAY', 'The payment is not pending');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
      .returning();
    if (!row) throw new ApiError(409, 'NOTHING_TO_PAY', 'The payment is not pending');
    await tx
      .update(orders)
      .set({ status: 'confirmed', updatedAt: now })
      .where(and(eq(orders.id, found.orderId), eq(orders.status, 'pending')));
    return viewOf(row, found.orderGuid, now);
  });
}
