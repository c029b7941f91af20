// The outbox: e-mails and text messages to send, written in the same transaction as the change
// they report, so a message exists exactly when its change committed. The api's worker delivers
// them (modules/mail/outboxWorker.ts): it leases a batch (FOR UPDATE SKIP LOCKED, so two replicas
// never take the same message), sends, and marks each sent; a failure waits and is retried, and
// the lease of a worker that died expires so another sends its messages.
import { sql } from 'drizzle-orm';
import { char, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { language } from './customers.js';
import { countries, type CountryCode } from './geo.js';

export type OutboxChannel = 'email' | 'sms';

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** What happened (modules/mail/messages.ts): its payload's shape and its template. */
    kind: text('kind').notNull(),
    /** How it goes: an e-mail, or a text message (recipient is then an E.164 number). */
    channel: text('channel').$type<OutboxChannel>().notNull().default('email'),
    recipient: text('recipient').notNull(),
    language: language('language').notNull(),
    /**
     * The country of the venue it is about: only a deployment serving that country sends it, with
     * links to that country's site. Null for account messages (their links are written in them).
     */
    country: char('country', { length: 2 })
      .$type<CountryCode>()
      .references(() => countries.code),
    /** What the message says, as it was when the change committed. */
    payload: jsonb('payload').notNull(),
    /** At most one message per key (a visit's reminder): enqueuing it again is a no-op. */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
    /** Not sent before then: a retry's backoff, or the lease of the worker sending it. */
    availableAt: instant('available_at').notNull().defaultNow(),
    /** The worker that leased it last (a random id per process). */
    leasedBy: text('leased_by'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    /** Given up after the last attempt: kept, counted and shown, never silently dropped. */
    failedAt: instant('failed_at'),
  },
  (t) => [
    // The worker's query: due messages, oldest first.
    index('outbox_messages_due')
      .on(t.availableAt, t.id)
      .where(sql`sent_at is null and failed_at is null`),
    check('outbox_messages_attempts', sql`${t.attempts} >= 0`),
    check('outbox_messages_channel', sql`${t.channel} in ('email', 'sms')`),
  ],
);
