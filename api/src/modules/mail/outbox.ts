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
import type { Language } from '../../i18n/language.js';
import type { Queryable, Transaction } from '../../kernel/transactions.js';
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
}

export interface PasswordResetPayload {
  name: string;
  /** The page that sets the new password, with the token in it. */
  link: string;
  expiresAt: string;
}

/** Every message the outbox carries, by kind. */
export type OutboxMessage =
  | {
      kind: 'visit.booked' | 'visit.moved' | 'visit.cancelled' | 'visit.reminder';
      payload: VisitPayload;
    }
  | { kind: 'giftCard.active'; payload: GiftCardPayload }
  | { kind: 'password.reset'; payload: PasswordResetPayload };

export type MessageKind = OutboxMessage['kind'];

/** A message to one recipient in their language. */
export type Addressed = OutboxMessage & {
  recipient: string;
  language: Language;
  /** At most one message per key: enqueuing it again does nothing. */
  dedupeKey?: string;
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
      payload: message.payload,
      dedupeKey: message.dedupeKey ?? null,
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
 * customer turned that kind of e-mail off in the profile.
 */
async function recipientOf(
  db: Queryable,
  contactEmail: string | null,
  customerId: number | null,
  kind: MessageKind,
): Promise<string | undefined> {
  if (customerId === null) return contactEmail ?? undefined;
  const [row] = await db
    .select({ email: customers.email, settings: customers.notificationSettings })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (row && !row.settings.email[settingOf(kind)]) return undefined;
  return contactEmail ?? row?.email;
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
  const payload = { ...(await orderVisit(db, row)), ...extra };
  return { kind, payload, recipient, language: row.language };
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
  const payload = await eventBookingVisit(db, booking);
  return { kind, payload, recipient, language: booking.language };
}

/** The message that a bought gift card is paid and ready, to its buyer in their language. */
export async function giftCardMessage(
  db: Queryable,
  giftCardId: number,
): Promise<Addressed | undefined> {
  const [row] = await db
    .select({ card: giftCards, buyer: customers, organization: organizations.name })
    .from(giftCards)
    .innerJoin(customers, eq(customers.id, giftCards.buyerCustomerId))
    .innerJoin(organizations, eq(organizations.id, giftCards.organizationId))
    .where(eq(giftCards.id, giftCardId));
  if (!row || !row.buyer.notificationSettings.email.orderUpdates) return undefined;
  const { card, buyer } = row;
  // The card's own branch, else any of its organization's: where its gift card page is.
  const [branch] = await db
    .select({ id: branches.id, slug: branches.slug })
    .from(branches)
    .where(
      card.branchId === null
        ? eq(branches.organizationId, card.organizationId)
        : eq(branches.id, card.branchId),
    )
    .limit(1);
  if (!branch) return undefined;
  return {
    kind: 'giftCard.active',
    recipient: buyer.email,
    language: buyer.language,
    payload: {
      prefix: sitePrefix(buyer.language, await countryOf(db, branch.id)),
      slug: branch.slug,
      name: buyer.firstName,
      code: card.code,
      amount: card.initialAmount,
      currency: card.currency,
      recipientName: card.recipientName,
      organization: row.organization,
      expiresAt: card.expiresAt.toISOString(),
    },
  };
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
