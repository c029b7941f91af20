// A payment becoming paid: what the bank's notice does. A pending order is confirmed, a pending
// gift card becomes spendable (and its e-mails go), and the customer gets a receipt, all in the
// transaction that marks the payment paid. The demo switch is its only caller until a bank notifies.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { giftCards, orders, payments } from '../../db/schema/index.js';
import type { Transaction } from '../../kernel/transactions.js';
import { nextRevision } from '../bookings/customerBookings.js';
import { giftCardMessages } from '../mail/giftCardMessages.js';
import { enqueue } from '../mail/outbox.js';
import { paymentReceiptMessage } from '../mail/paymentReceipt.js';
import { nothingToPay, ownPaymentRow, viewOf, type PaymentView } from './paymentQueries.js';

/** Marks a pending payment paid at `now`, with its effects; null when it was not pending. */
async function markPaid(tx: Transaction, id: number, now: Date) {
  const [row] = await tx
    .update(payments)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning();
  if (!row) return null;
  if (row.orderId !== null)
    await tx
      .update(orders)
      .set({ status: 'confirmed', updatedAt: now, revision: nextRevision })
      .where(and(eq(orders.id, row.orderId), eq(orders.status, 'pending')));
  if (row.giftCardId !== null) {
    const activated = await tx
      .update(giftCards)
      .set({ status: 'active' })
      .where(and(eq(giftCards.id, row.giftCardId), eq(giftCards.status, 'pending')))
      .returning({ id: giftCards.id });
    if (activated.length > 0) await enqueue(tx, await giftCardMessages(tx, row.giftCardId, now));
  }
  await enqueue(tx, await paymentReceiptMessage(tx, row.id));
  return row;
}

/** Demo only: marks a pending payment of the customer's paid, as the bank's notice would. */
export async function simulatePaid(
  db: Database,
  customerId: number,
  id: number,
): Promise<PaymentView> {
  const found = await ownPaymentRow(db, customerId, id);
  const now = new Date();
  if (found.payment.status !== 'pending' || found.payment.expiresAt <= now)
    throw nothingToPay('The payment is not pending');
  return db.transaction(async (tx) => {
    const row = await markPaid(tx, id, now);
    if (!row) throw nothingToPay('The payment is not pending');
    return viewOf(row, found.target, now);
  });
}
