// Delivers the outbox (db/schema/outbox.ts): e-mails and text messages. Each pass leases a batch
// of due messages in one short transaction (FOR UPDATE SKIP LOCKED: two api replicas never lease
// the same message), sends them outside any transaction (a send can take seconds, and PGlite has
// a single connection), then marks each sent or schedules its retry with backoff; one its
// provider refused for good is given up at once. A worker that dies mid-batch leaves its messages
// leased: the lease expires and another pass sends them. A deployment's worker takes only the
// messages about venues of the countries it serves (and account messages), and links them to
// their country's site (issue 42 item 15). Each e-mail carries a Message-ID made from its outbox
// row, so the rare resend after a crash between an SMTP server's acceptance and the "sent" mark
// is one message to the receiving side, not two.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import type { CountryCode } from '../../db/schema/geo.js';
import { outboxMessages, type OutboxChannel } from '../../db/schema/index.js';
import { siteOf, type CountrySites } from '../../kernel/countrySites.js';
import { rowsOf } from '../../kernel/transactions.js';
import type { Language } from '../../i18n/language.js';
import type { MailTransport } from './mailTransport.js';
import type { OutboxMessage } from './outbox.js';
import { renderMail } from './renderMail.js';
import { renderSms } from './renderSms.js';
import type { SmsTransport } from './smsTransport.js';
import { UndeliverableError } from './undeliverable.js';
import { enqueueReminders, reminderStillTimely } from './reminders.js';
import type { VisitPayload } from './visits.js';

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  /** Where text messages go. */
  sms: SmsTransport;
  /** MAIL_FROM. */
  from: string;
  /** The countries whose venues' messages this worker sends, and each one's site. */
  countrySites: CountrySites;
  /** SITE_URL: the Message-ID domain of account messages (their links are written in them). */
  siteUrl: string;
  /** Between passes while idle. */
  pollMs: number;
  /** How long a leased message is this worker's alone; sends time out well before it. */
  leaseMs?: number;
  batchSize?: number;
  /** Attempts before a message is given up (kept as failed, counted). */
  maxAttempts?: number;
  log: {
    info(o: object, m: string): void;
    warn(o: object, m: string): void;
    error(o: object, m: string): void;
  };
}

interface LeasedRow {
  id: number;
  kind: string;
  channel: OutboxChannel;
  recipient: string;
  language: Language;
  country: CountryCode | null;
  payload: unknown;
  created_at: Date | string;
  attempts: number;
}

/** The wait before attempt n+1: 30 s doubling, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

export function outboxWorker(options: OutboxWorkerOptions) {
  const { db, transport, sms, log, countrySites } = options;
  const countries = [...countrySites.keys()];
  const served = sql.join(
    countries.map((code) => sql`${code}`),
    sql`, `,
  );
  const leaseMs = options.leaseMs ?? 120_000;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 12;
  const me = randomUUID();

  /** Leases up to a batch of due messages for this worker. */
  const lease = () =>
    rowsOf<LeasedRow>(
      db,
      sql`update ${outboxMessages}
          set leased_by = ${me}, available_at = now() + make_interval(secs => ${leaseMs / 1000})
          where id in (
            select id from ${outboxMessages}
            where sent_at is null and failed_at is null and available_at <= now()
              and (country is null or country in (${served}))
            order by available_at, id
            limit ${batchSize}
            for update skip locked)
          returning id, kind, channel, recipient, language, country, payload, created_at, attempts`,
    );

  const mine = (id: number) => and(eq(outboxMessages.id, id), eq(outboxMessages.leasedBy, me));

  /** Keeps a message that will never be sent, with why: counted as failed, never retried. */
  const giveUp = (row: LeasedRow, reason: string) =>
    db
      .update(outboxMessages)
      .set({ attempts: row.attempts, lastError: reason, leasedBy: null, failedAt: new Date() })
      .where(mine(row.id));

  /** Sends one e-mail: links, calendar URL and Message-ID on its site. */
  async function sendMail(row: LeasedRow, message: OutboxMessage, siteUrl: string) {
    const createdAt = new Date(row.created_at);
    const mail = renderMail(message, {
      siteUrl,
      from: options.from,
      language: row.language,
      createdAt,
    });
    await transport.send({
      from: options.from,
      to: row.recipient,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // Message-IDs name the site's host, as RFC 5322 asks of their right-hand side.
      messageId: `<outbox-${row.id}-${createdAt.getTime()}@${new URL(siteUrl).hostname}>`,
      headers: { 'X-Termin-Message': row.kind },
      // The calendar once, as the text/calendar part beside text and HTML (RFC 6047): nodemailer's
      // icalEvent would add it a second time as an attachment.
      ...(mail.calendar
        ? {
            alternatives: [
              {
                contentType: `text/calendar; charset=utf-8; method=${mail.calendar.method}`,
                content: mail.calendar.content,
              },
            ],
          }
        : {}),
    });
  }

  async function deliver(row: LeasedRow): Promise<boolean> {
    const message = { kind: row.kind, payload: row.payload } as OutboxMessage;
    // Held up (retries, a stopped worker) until its visit is nearer than "about 24 hours".
    if (
      message.kind === 'visit.reminder' &&
      !reminderStillTimely(new Date((message.payload as VisitPayload).startsAt), new Date())
    ) {
      await giveUp(row, 'too late: the visit is less than 23 hours away');
      log.warn({ outboxId: row.id, kind: row.kind }, 'reminder dropped: too late to send');
      return false;
    }
    // A venue's message links to its country's site.
    const siteUrl = row.country ? siteOf(countrySites, row.country) : options.siteUrl;
    try {
      if (row.channel === 'sms')
        await sms.send({
          id: `outbox-${row.id}`,
          to: row.recipient,
          text: renderSms(message, { siteUrl, language: row.language }),
        });
      else await sendMail(row, message, siteUrl);
      await db
        .update(outboxMessages)
        .set({ sentAt: sql`now()`, lastError: null, attempts: row.attempts + 1 })
        .where(mine(row.id));
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const detail = {
        outboxId: row.id,
        kind: row.kind,
        channel: row.channel,
        attempts,
        err: reason,
      };
      if (error instanceof UndeliverableError) {
        await giveUp({ ...row, attempts }, reason);
        log.error(detail, 'message refused for good; given up');
        return false;
      }
      const givenUp = attempts >= maxAttempts;
      await db
        .update(outboxMessages)
        .set({
          attempts,
          lastError: reason,
          leasedBy: null,
          availableAt: new Date(Date.now() + retryDelayMs(attempts)),
          ...(givenUp ? { failedAt: new Date() } : {}),
        })
        .where(mine(row.id));
      if (givenUp) log.error(detail, 'message given up after its last attempt');
      else log.warn(detail, 'message not sent; retrying later');
      return false;
    }
  }

  let remindedAt = 0;
  /** One pass: reminders that fell due (once a minute), then a batch of due messages. */
  async function runOnce(now = new Date()): Promise<number> {
    if (now.getTime() - remindedAt >= 60_000) {
      remindedAt = now.getTime();
      // A reminder that cannot be written must not hold up the messages already waiting.
      await enqueueReminders(db, now, countries).catch((error: unknown) =>
        log.error({ err: error }, 'reminders not enqueued; trying again in a minute'),
      );
    }
    const rows = await lease();
    let sent = 0;
    for (const row of rows) if (await deliver(row)) sent += 1;
    return sent;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const loop = () => {
    running = runOnce()
      .catch((error: unknown) => log.error({ err: error }, 'outbox pass failed'))
      .then((sent) => {
        // A full batch means more may be waiting: go on at once.
        if (!stopped) timer = setTimeout(loop, sent === batchSize ? 0 : options.pollMs);
      });
  };

  return {
    runOnce,
    start() {
      stopped = false;
      loop();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof outboxWorker>;
