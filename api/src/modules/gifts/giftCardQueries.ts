// Checking and buying gift cards. "Expired" and "used up" are derived from expires_at and balance
// (never stored); a bought card is pending until paid, like an order.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import type { Currency } from '../../db/schema/columns.js';
import type { CountryCode } from '../../db/schema/geo.js';
import { branches, cities, giftCards, organizations } from '../../db/schema/index.js';
import { ApiError, notFound } from '../../http/errors.js';
import { takesIpsPayments, type IpsPayee } from '../payments/orderPaymentState.js';
import { newGiftCardCode, normalizeGiftCardCode } from './giftCardCode.js';
import {
  giftCardSendOnDaysAhead,
  type BoughtGiftCard,
  type CreateGiftCardBody,
  type GiftCard,
} from './giftCardSchemas.js';
import type { Queryable, Transaction } from '../../kernel/transactions.js';
import { addDays, localDateOf } from '@termin/zoned-time';

/** Bought amounts allowed per currency, in minor units (1 000–200 000 RSD and the like). */
export const giftCardAmountRange: Readonly<Record<Currency, readonly [number, number]>> = {
  RSD: [100_000, 20_000_000],
  EUR: [1_000, 200_000],
  BAM: [2_000, 400_000],
  RUB: [100_000, 20_000_000],
};

/**
 * Whether a venue sells gift cards online: a card is spendable once paid, and it is paid by IPS QR
 * only, so where the venue takes no IPS payments it could never be paid and none is sold. The one
 * rule of the sale (createGiftCard) and of the branch's settings (BranchGeneral.sellsGiftCards).
 */
export const sellsGiftCards = (payee: IpsPayee, currency: string) =>
  takesIpsPayments(payee, currency);

/** How long a card is valid after it is bought. */
export const giftCardValidityMonths = 12;

type CardRow = typeof giftCards.$inferSelect;

function stateOf(card: CardRow, now: Date): GiftCard['state'] {
  if (card.status !== 'active') return card.status;
  if (card.expiresAt <= now) return 'expired';
  if (card.balance <= 0) return 'used_up';
  return 'active';
}

/** Cards with their organization and branch, newest first: at most `limit`. */
async function cardRows(db: Queryable, where: SQL | undefined, limit = 1) {
  return db
    .select({
      card: giftCards,
      organization: { id: organizations.id, name: organizations.name },
      branch: { id: branches.id, slug: branches.slug, name: branches.name },
    })
    .from(giftCards)
    .innerJoin(organizations, eq(organizations.id, giftCards.organizationId))
    .leftJoin(branches, eq(branches.id, giftCards.branchId))
    .where(where)
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
    .limit(limit);
}
type FoundCard = Awaited<ReturnType<typeof cardRows>>[number];

/** A card as anyone holding its code sees it. */
function cardView({ card, organization, branch }: FoundCard, now: Date): GiftCard {
  const state = stateOf(card, now);
  return {
    code: card.code,
    state,
    spendable: state === 'active',
    initialAmount: card.initialAmount,
    balance: card.balance,
    currency: card.currency,
    expiresAt: card.expiresAt.toISOString(),
    organization,
    branch,
    recipientName: card.recipientName,
    message: card.message,
    createdAt: card.createdAt.toISOString(),
  };
}

/** A card as its buyer sees it: also where and when it is e-mailed. */
const boughtView = (found: FoundCard, now: Date): BoughtGiftCard => ({
  ...cardView(found, now),
  recipientEmail: found.card.recipientEmail,
  sendOn: found.card.sendOn,
});

async function viewById(db: Queryable, id: number, now: Date): Promise<GiftCard> {
  const [found] = await cardRows(db, eq(giftCards.id, id));
  return cardView(found!, now);
}

/** The most cards a customer's list shows (newest first). */
export const boughtGiftCardsLimit = 100;

/** The cards a customer bought from organizations of the caller's country, newest first. */
export async function boughtGiftCards(
  db: Queryable,
  customerId: number,
  country: CountryCode,
  now: Date,
): Promise<BoughtGiftCard[]> {
  const rows = await cardRows(
    db,
    and(eq(giftCards.buyerCustomerId, customerId), eq(organizations.countryCode, country)),
    boughtGiftCardsLimit,
  );
  return rows.map((found) => boughtView(found, now));
}

/** The card of this code in the caller's country (case, spaces and hyphens aside), or undefined. */
async function cardOfCode(db: Queryable, country: CountryCode, code: string, buyer?: number) {
  const normalized = normalizeGiftCardCode(code);
  if (!normalized) return undefined;
  const [found] = await cardRows(
    db,
    and(
      eq(giftCards.code, normalized),
      eq(organizations.countryCode, country),
      buyer === undefined ? undefined : eq(giftCards.buyerCustomerId, buyer),
    ),
  );
  return found;
}

/** A card of an organization in the caller's country; 404 for an unknown code or another country. */
export async function findGiftCard(
  db: Database,
  country: CountryCode,
  code: string,
  now: Date,
): Promise<GiftCard> {
  const found = await cardOfCode(db, country, code);
  if (!found) throw notFound('Unknown gift card');
  return cardView(found, now);
}

/** A card the customer bought, as its buyer sees it; 404 for any other (as for an unknown code). */
export async function findBoughtGiftCard(
  db: Database,
  customerId: number,
  country: CountryCode,
  code: string,
  now: Date,
): Promise<BoughtGiftCard> {
  const found = await cardOfCode(db, country, code, customerId);
  if (!found) throw notFound('Unknown gift card');
  return boughtView(found, now);
}

const addMonths = (instant: Date, months: number) => {
  const later = new Date(instant);
  later.setUTCMonth(later.getUTCMonth() + months);
  return later;
};

const invalidField = (field: string, message: string) =>
  new ApiError(422, 'VALIDATION', message, [{ location: 'body', field, message }]);

/** The day chosen to e-mail the card: with an address, from today at the branch, not too far. */
function checkSendOn(body: CreateGiftCardBody, timeZone: string, now: Date): void {
  if (body.sendOn === undefined) return;
  if (!body.recipientEmail)
    throw invalidField('recipientEmail', "A card sent on a chosen day needs the recipient's email");
  const today = localDateOf(now, timeZone);
  if (body.sendOn < today || body.sendOn > addDays(today, giftCardSendOnDaysAhead))
    throw invalidField(
      'sendOn',
      `The day to send the card is ${today} up to ${giftCardSendOnDaysAhead} days later`,
    );
}

/** Buys a card valid at one branch of the caller's country: balance = amount, 12 months. */
export async function createGiftCard(
  tx: Transaction,
  customerId: number,
  country: CountryCode,
  body: CreateGiftCardBody,
  now: Date,
): Promise<GiftCard> {
  const [branch] = await tx
    .select({
      id: branches.id,
      organizationId: branches.organizationId,
      currency: branches.currency,
      timeZone: branches.timeZone,
      ipsAccount: organizations.ipsAccount,
      legalName: organizations.legalName,
      payeeAddress: organizations.payeeAddress,
    })
    .from(branches)
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .innerJoin(organizations, eq(organizations.id, branches.organizationId))
    .where(and(eq(branches.id, body.branchId), eq(cities.countryCode, country)));
  if (!branch) throw notFound(`Unknown branch ${body.branchId} in ${country}`);
  if (!sellsGiftCards(branch, branch.currency))
    throw new ApiError(422, 'PAYMENT_UNAVAILABLE', 'This venue takes no IPS QR payments');
  const [min, max] = giftCardAmountRange[branch.currency];
  if (body.amount < min || body.amount > max)
    throw new ApiError(
      422,
      'AMOUNT_OUT_OF_RANGE',
      `A gift card is ${min}–${max} ${branch.currency} minor units`,
    );
  checkSendOn(body, branch.timeZone, now);
  // A clash with an existing code is unlikely (31^8 codes); draw again when it happens.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [created] = await tx
      .insert(giftCards)
      .values({
        code: newGiftCardCode(),
        organizationId: branch.organizationId,
        branchId: branch.id,
        initialAmount: body.amount,
        balance: body.amount,
        currency: branch.currency,
        buyerCustomerId: customerId,
        recipientName: body.recipientName.trim(),
        recipientEmail: body.recipientEmail ?? null,
        message: body.message?.trim() || null,
        sendOn: body.sendOn ?? null,
        status: 'pending',
        expiresAt: addMonths(now, giftCardValidityMonths),
      })
      .onConflictDoNothing({ target: giftCards.code })
      .returning({ id: giftCards.id });
    if (created) return viewById(tx, created.id, now);
  }
  throw new Error('Could not draw an unused gift card code');
}
