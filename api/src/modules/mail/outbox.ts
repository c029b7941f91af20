// Writing e-mails and text messages into the outbox, always inside the transaction of the change
// they report: the message exists exactly when the change committed (db/schema/outbox.ts). What a
// message says is taken now, as the change left it; the worker only renders and sends it. Who
// gets a booking's messages: bookingMessages.ts; a gift card's: giftCardMessages.ts.
import { and, isNull, like, sql } from 'drizzle-orm';
import type { CountryCode } from '../../db/schema/geo.js';
import { outboxMessages, type OutboxChannel } from '../../db/schema/index.js';
import type { Language } from '../../i18n/language.js';
import type { Queryable, Transaction } from '../../kernel/transactions.js';
import type { PaymentReceiptPayload } from './paymentReceipt.js';
import type { SitePrefix, VisitPayload } from './visits.js';

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
  | { kind: 'payment.receipt'; payload: PaymentReceiptPayload }
  | { kind: 'password.reset'; payload: PasswordResetPayload }
  | { kind: 'account.verify'; payload: AccountVerifyPayload }
  | { kind: 'account.exists'; payload: AccountExistsPayload };

export type MessageKind = OutboxMessage['kind'];

/** A message to one recipient in their language. */
export type Addressed = OutboxMessage & {
  /** An e-mail (the default), or a text message (recipient: an E.164 number). */
  channel?: OutboxChannel;
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
 * Writes the messages in the caller's transaction; a duplicate of a keyed message is skipped, and
 * no message (a booking nobody is to hear of) is nothing to send.
 */
export async function enqueue(
  db: Queryable,
  messages: Addressed | readonly Addressed[] | undefined,
): Promise<void> {
  for (const message of [messages ?? []].flat()) await insert(db, message);
}

async function insert(db: Queryable, message: Addressed) {
  await db
    .insert(outboxMessages)
    .values({
      kind: message.kind,
      channel: message.channel ?? 'email',
      recipient: message.recipient,
      language: message.language,
      country: message.country ?? null,
      payload: message.payload,
      dedupeKey: message.dedupeKey ?? null,
      ...(message.availableAt ? { availableAt: message.availableAt } : {}),
    })
    .onConflictDoNothing({ target: outboxMessages.dedupeKey });
}

/**
 * The key of a visit's reminder on a channel: a moved visit is reminded of anew. The e-mail's key
 * is the one written before text messages existed.
 */
export const reminderKey = (
  guid: string,
  startsAt: string | Date,
  channel: OutboxChannel = 'email',
) =>
  `visit.reminder:${guid}:${new Date(startsAt).toISOString()}${channel === 'email' ? '' : `:${channel}`}`;

/** Drops the unsent reminders (every channel's) of a visit moved or cancelled, in its transaction. */
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
