// Writing e-mails into the outbox, always inside the transaction of the change they report: the
// message exists exactly when the change committed (db/schema/outbox.ts). What a message says is
// taken now, as the change left it; the worker only renders and sends it.
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import type { NotificationKind } from '../../db/schema/customers.js';
import {
  branches,
  customers,
  eventBookings,
  giftCards,
  orders,
  organizations,
  outboxMessages,
} from '../../db/schema/index.js';
import type { CountryCode } from '../../db/schema/geo.js';
import type { Language } from '../../i18n/language.js';
import type { Queryable, Transaction } from '../../kernel/transactions.js';
import { zonedInstant } from '@termin/zoned-time/instant';
import {
  countryOf,
  eventBookingVisit,
  orderVisit,
  sitePrefix,
  type SitePrefix,
  type VisitPayload,
} from './visits.js';

export type { SitePrefix, VisitPayload };

export interface GiftCardPayload {
  prefix: SitePrefix;
  /** The venue's booking pages (its gift card page shows the card). */
  slug: string;
  /** The buyer, whom the e-mail greets. */
  name: string;
  code: string;
  amount: number;
  currency: string;
  recipientName: string | null;
  organization: string;
  expiresAt: string;
  /** Where the card is e-mailed to, and on which day when the buyer chose one (YYYY-MM-DD). */
  sentTo?: { email: string; on: string | null };
}

/** A gift card as its recipient gets it, in the buyer's language. */
export interface GiftCardGiftPayload {
  prefix: SitePrefix;
  slug: string;
  /** Whom the e-mail greets: the name the buyer wrote. */
  name: string;
  /** The buyer's name: who gives the card. */
  from: string;
  message: string | null;
  code: string;
  amount: number;
  currency: string;
  organization: string;
  expiresAt: string;
}

export interface PasswordResetPayload {
  name: string;
  /** The page that sets the new password, with the token in it. */
  link: string;
  expiresAt: string;
}

export interface AccountVerifyPayload {
  name: string;
  /** The page that confirms the address, with the token in it. */
  link: string;
}

export interface AccountExistsPayload {
  name: string;
  /** Where to log in, and where to choose a new password. */
  loginLink: string;
  resetLink: string;
}

/** Every message the outbox carries, by kind. */
export type OutboxMessage =
  | {
      kind: 'visit.booked' | 'visit.moved' | 'visit.cancelled' | 'visit.reminder';
      payload: VisitPayload;
    }
  | { kind: 'giftCard.active'; payload: GiftCardPayload }
  | { kind: 'giftCard.gift'; payload: GiftCardGiftPayload }
  | { kind: 'password.reset'; payload: PasswordResetPayload }
  | { kind: 'account.verify'; payload: AccountVerifyPayload }
  | { kind: 'account.exists'; payload: AccountExistsPayload };

export type MessageKind = OutboxMessage['kind'];

/** A message to one recipient in their language. */
export type Addressed = OutboxMessage & {
  recipient: string;
  language: Language;
  /** The country of the venue it is about: who sends it, and whose site it links to. */
  country?: CountryCode;
  /** At most one message per key: enqueuing it again does nothing. */
  dedupeKey?: string;
  /** Not sent before then (a gift card e-mailed on a chosen day); unset: at once. */
  availableAt?: Date;
};

/**
 * Writes the message in the caller's transaction; a duplicate of a keyed message is skipped, and
 * no message (a booking without any e-mail address) is nothing to send.
 */
export async function enqueue(db: Queryable, message: Addressed | undefined): Promise<void> {
  if (!message) return;
  await db
    .insert(outboxMessages)
    .values({
      kind: message.kind,
      recipient: message.recipient,
      language: message.language,
      country: message.country ?? null,
      payload: message.payload,
      dedupeKey: message.dedupeKey ?? null,
      ...(message.availableAt ? { availableAt: message.availableAt } : {}),
    })
    .onConflictDoNothing({ target: outboxMessages.dedupeKey });
}

/** The key of a visit's reminder: a moved visit is reminded of anew. */
export const reminderKey = (guid: string, startsAt: string | Date) =>
  `visit.reminder:${guid}:${new Date(startsAt).toISOString()}`;

/** Drops the unsent reminders of a visit that was moved or cancelled, in the same transaction. */
export async function forgetReminders(tx: Transaction, guid: string): Promise<void> {
  await tx
    .delete(outboxMessages)
    .where(
      and(
        like(outboxMessages.dedupeKey, `visit.reminder:${guid}:%`),
        isNull(outboxMessages.sentAt),
      ),
    );
}

/** Which of the customer's notification settings (profile → notifications) a message is. */
const settingOf = (kind: MessageKind): NotificationKind =>
  kind === 'visit.reminder' ? 'reminders' : 'orderUpdates';

/**
 * The address a booking's message goes to: its contact e-mail, else its customer's; none when the
 * customer turned that kind of e-mail off in the profile, or has not confirmed the account's
 * address (issue 41: an unconfirmed account must not make Termin write to anyone).
 */
async function recipientOf(
  db: Queryable,
  contactEmail: string | null,
  customerId: number | null,
  kind: MessageKind,
): Promise<string | undefined> {
  if (customerId === null) return contactEmail ?? undefined;
  const [row] = await db
    .select({
      email: customers.email,
      settings: customers.notificationSettings,
      verifiedAt: customers.emailVerifiedAt,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row?.verifiedAt || !row.settings.email[settingOf(kind)]) return undefined;
  return contactEmail ?? row.email;
}

/** The message about an order, in its language, to its contact; undefined without an address. */
export async function orderMessage(
  db: Queryable,
  orderId: number,
  kind: Extract<OutboxMessage, { payload: VisitPayload }>['kind'],
  extra: Partial<VisitPayload> = {},
): Promise<Addressed | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) return undefined;
  const recipient = await recipientOf(db, row.contactEmail, row.customerId, kind);
  if (!recipient) return undefined;
  const visit = await orderVisit(db, row);
  const payload = { ...visit.payload, ...extra };
  return { kind, payload, recipient, language: row.language, country: visit.country };
}

/** The message about places booked on a group event, in the booking's language. */
export async function eventBookingMessage(
  db: Queryable,
  bookingId: number,
  kind: 'visit.booked' | 'visit.cancelled' | 'visit.reminder',
): Promise<Addressed | undefined> {
  const [booking] = await db.select().from(eventBookings).where(eq(eventBookings.id, bookingId));
  if (!booking) return undefined;
  const recipient = await recipientOf(db, booking.contactEmail, booking.customerId, kind);
  if (!recipient) return undefined;
  const { payload, country } = await eventBookingVisit(db, booking);
  return { kind, payload, recipient, language: booking.language, country };
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
  // The card's own branch, else any of its organization's: where its gift card page is.
  const [branch] = await db
    .select({ id: branches.id, slug: branches.slug, timeZone: branches.timeZone })
    .from(branches)
    .where(
      card.branchId === null
        ? eq(branches.organizationId, card.organizationId)
        : eq(branches.id, card.branchId),
    )
    .limit(1);
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
  if (buyer.notificationSettings.email.orderUpdates)
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

/** Counts of the outbox for the dashboard: waiting, and given up. */
export async function outboxBacklog(db: Queryable): Promise<{ waiting: number; failed: number }> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where sent_at is null and failed_at is null)::int`,
      failed: sql<number>`count(*) filter (where failed_at is not null)::int`,
    })
    .from(outboxMessages);
  return { waiting: row?.waiting ?? 0, failed: row?.failed ?? 0 };
}
