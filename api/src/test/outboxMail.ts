import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { countryCodes } from '../db/schema/geo.js';
import { outboxMessages } from '../db/schema/index.js';
import { enqueueReminders } from '../modules/mail/reminders.js';
import type { MessageKind } from '../modules/mail/outbox.js';

/**
 * The newest e-mail of a kind to an address, waited for: registration and reset links are written
 * after their form is answered (modules/auth/emailVerification.ts). Undefined if none comes.
 */
export async function awaitMail(
  db: Database,
  kind: MessageKind,
  to: string,
  { after = 0, timeoutMs = 5000 }: { after?: number; timeoutMs?: number } = {},
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [message] = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, kind), eq(outboxMessages.recipient, to)))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    if (message && message.id > after) return message;
    if (Date.now() > until) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The link an e-mail's payload carries (a confirmation's or a reset's). */
export async function awaitLink(db: Database, kind: MessageKind, to: string) {
  const message = await awaitMail(db, kind, to);
  if (!message) throw new Error(`no ${kind} e-mail to ${to}`);
  return new URL((message.payload as { link: string }).link);
}

/** The newest outbox id: mail written after it is new. */
export async function lastMailId(db: Database): Promise<number> {
  const [row] = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row?.id ?? 0;
}

/**
 * Marks every message so far sent, the seeded visits' reminders due about now first: a suite's
 * mail is then only what it makes.
 */
export async function settleSeededMessages(db: Database): Promise<void> {
  await enqueueReminders(db, new Date(), countryCodes);
  await db.update(outboxMessages).set({ sentAt: new Date() });
}
