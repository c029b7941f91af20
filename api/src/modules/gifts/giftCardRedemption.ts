// Paying for a booking with a gift card: what the card can pay at a branch (for the quote and the
// order alike) and spending it in the booking's own transaction; a cancel gives it back
// (bookings/customerBookings.ts).
import { eq, sql } from 'drizzle-orm';
import { giftCards } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { sqlState, sqlStates } from '../../kernel/databaseErrors.js';
import type { Queryable, Transaction } from '../../kernel/transactions.js';
import type { BranchRow } from '../bookingEngine/bookingContext.js';

const giftCardInvalid = (message: string) => new ApiError(422, 'GIFT_CARD_INVALID', message);

/**
 * What a gift card can pay of `total` at the branch now (GIFT_CARD_INVALID when it cannot be
 * used there at all), and the card; `lock` holds its row until the transaction ends (to spend it).
 */
export async function giftCardShare(
  db: Queryable,
  code: string,
  branch: BranchRow,
  total: number,
  now: Date,
  lock = false,
) {
  const query = db.select().from(giftCards).where(eq(giftCards.code, code.trim().toUpperCase()));
  const [card] = await (lock ? query.for('update') : query);
  if (!card) throw giftCardInvalid('Unknown gift card');
  if (card.status !== 'active') throw giftCardInvalid('The gift card is not active');
  if (card.expiresAt <= now) throw giftCardInvalid('The gift card has expired');
  if (card.organizationId !== branch.organizationId || (card.branchId ?? branch.id) !== branch.id)
    throw giftCardInvalid('The gift card is not valid at this branch');
  if (card.currency !== branch.currency)
    throw giftCardInvalid('The gift card is in another currency');
  if (card.balance <= 0) throw giftCardInvalid('The gift card is used up');
  return { giftCardId: card.id, amount: Math.min(card.balance, total) };
}

/** Spends what the card can pay of `total`, in the booking's transaction (none when it pays 0). */
export async function redeemGiftCard(
  tx: Transaction,
  code: string,
  branch: BranchRow,
  total: number,
  now: Date,
): Promise<{ giftCardId: number; amount: number } | undefined> {
  const share = await giftCardShare(tx, code, branch, total, now, true);
  if (share.amount === 0) return undefined;
  try {
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} - ${share.amount}` })
      .where(eq(giftCards.id, share.giftCardId));
  } catch (error) {
    if (sqlState(error) === sqlStates.checkViolation)
      throw giftCardInvalid('The gift card balance is too low');
    throw error;
  }
  return share;
}
