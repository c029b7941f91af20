// The e-mails of a paid gift card: to its buyer, and the card itself to its recipient.
import { eq } from 'drizzle-orm';
import { zonedInstant } from '@termin/zoned-time/instant';
import { branches, customers, giftCards, organizations } from '../../db/schema/index.js';
import type { Queryable } from '../../kernel/transactions.js';
import { notificationSettingsOf } from '../profile/notificationSettings.js';
import type { Addressed } from './outbox.js';
import { countryOf, sitePrefix } from './visits.js';

/** The card's own branch, else any of its organization's: where its gift card page is. */
export async function giftCardBranch(
  db: Queryable,
  card: { branchId: number | null; organizationId: number },
) {
  const [branch] = await db
    .select({ id: branches.id, slug: branches.slug, timeZone: branches.timeZone })
    .from(branches)
    .where(
      card.branchId === null
        ? eq(branches.organizationId, card.organizationId)
        : eq(branches.id, card.branchId),
    )
    .limit(1);
  return branch;
}

/** The hour of the chosen day, at the branch, a gift card is e-mailed to its recipient. */
const giftSendMinute = 9 * 60;

/**
 * The messages of a gift card that was just paid, when its buyer's address is confirmed: to the
 * buyer (if they take such e-mail), and the card itself to the recipient's address, if given, on
 * the chosen day (9:00 at the branch) or at once, both in the buyer's language.
 */
export async function giftCardMessages(
  db: Queryable,
  giftCardId: number,
  now: Date,
): Promise<Addressed[]> {
  const [row] = await db
    .select({ card: giftCards, buyer: customers, organization: organizations.name })
    .from(giftCards)
    .innerJoin(customers, eq(customers.id, giftCards.buyerCustomerId))
    .innerJoin(organizations, eq(organizations.id, giftCards.organizationId))
    .where(eq(giftCards.id, giftCardId));
  // Nothing, to the buyer or anyone, for an account whose address is not confirmed (issue 41).
  if (!row?.buyer.emailVerifiedAt) return [];
  const { card, buyer } = row;
  const branch = await giftCardBranch(db, card);
  if (!branch) return [];
  const country = await countryOf(db, branch.id);
  const prefix = sitePrefix(buyer.language, country);
  const shared = {
    prefix,
    slug: branch.slug,
    code: card.code,
    amount: card.initialAmount,
    currency: card.currency,
    organization: row.organization,
    expiresAt: card.expiresAt.toISOString(),
  };
  const messages: Addressed[] = [];
  if (notificationSettingsOf(buyer.notificationSettings).email.orderUpdates)
    messages.push({
      kind: 'giftCard.active',
      recipient: buyer.email,
      language: buyer.language,
      country,
      payload: {
        ...shared,
        name: buyer.firstName,
        recipientName: card.recipientName,
        ...(card.recipientEmail ? { sentTo: { email: card.recipientEmail, on: card.sendOn } } : {}),
      },
    });
  if (card.recipientEmail) {
    const due = card.sendOn ? zonedInstant(card.sendOn, giftSendMinute, branch.timeZone) : now;
    messages.push({
      kind: 'giftCard.gift',
      recipient: card.recipientEmail,
      language: buyer.language,
      country,
      dedupeKey: `giftCard.gift:${card.code}`,
      // A card paid after its chosen day goes at once.
      availableAt: due > now ? due : now,
      payload: {
        ...shared,
        name: card.recipientName ?? '',
        from: [buyer.firstName, buyer.lastName].filter(Boolean).join(' '),
        message: card.message,
      },
    });
  }
  return messages;
}
