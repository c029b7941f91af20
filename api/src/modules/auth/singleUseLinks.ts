// The rule every e-mailed account link follows (password reset, e-mail confirmation): only the
// token's hash is stored, it works until it expires and once, and using one spends the account's
// other links of the kind with it, so an older e-mail can never undo what a newer one did.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import type { emailVerificationTokens, passwordResetTokens } from '../../db/schema/index.js';
import type { Transaction } from '../../kernel/transactions.js';
import { hashSecret } from './secrets.js';

type LinkTable = typeof passwordResetTokens | typeof emailVerificationTokens;

export function singleUseLinks<Table extends LinkTable>(db: Database, table: Table) {
  const live = (token: string, now: Date) =>
    and(eq(table.tokenHash, hashSecret(token)), isNull(table.usedAt), gt(table.expiresAt, now));

  return {
    /** Whether a link's token still works (to show its page, or say it cannot). */
    async usable(token: string): Promise<boolean> {
      const [row] = await db
        .select({ id: table.id })
        .from(table as LinkTable)
        .where(live(token, new Date()));
      return !!row;
    },

    /**
     * Spends the token, and the account's other live links with it, in the caller's
     * transaction: the spent link's row, or undefined when the token is unknown, used or expired.
     */
    async spend(
      tx: Transaction,
      token: string,
      now: Date,
    ): Promise<Table['$inferSelect'] | undefined> {
      const [spent] = (await tx
        .update(table as LinkTable)
        .set({ usedAt: now })
        .where(live(token, now))
        .returning()) as Table['$inferSelect'][];
      if (!spent) return undefined;
      await tx
        .update(table as LinkTable)
        .set({ usedAt: now })
        .where(and(eq(table.customerId, spent.customerId), isNull(table.usedAt)));
      return spent;
    },
  };
}
