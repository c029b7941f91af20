// "Forgot your password?": a single-use link by e-mail that works for 30 minutes. Asking answers the
// same whether or not the address has an account, and is limited per browser address and per
// e-mail (counters in the database, like the login throttle, so every replica counts together).
// Using the link sets the new password and ends every sign-in of the account.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { hashPassword } from '../../db/passwordHash.js';
import { customers, passwordResetTokens } from '../../db/schema/index.js';
import type { Language } from '../../i18n/language.js';
import { enqueue } from '../mail/outbox.js';
import { allowedBy, databaseLimiter } from './databaseLimiter.js';
import { hashSecret, newSecret } from './secrets.js';
import { singleUseLinks } from './singleUseLinks.js';
import { revokeAllSessions } from './tokenService.js';

export const resetLinkLifetimeMs = 30 * 60_000;

export interface ResetLimits {
  /** Link requests per browser address per hour. */
  perAddress: number;
  /** Link requests per e-mail address per hour. */
  perEmail: number;
  /** New passwords sent with a link per browser address per hour. */
  resetsPerAddress: number;
}

export function passwordReset(db: Database, limits: ResetLimits) {
  const perAddress = databaseLimiter(db, 'reset-address', limits.perAddress, 3600);
  const perEmail = databaseLimiter(db, 'reset-email', limits.perEmail, 3600);
  const resetsPerAddress = databaseLimiter(db, 'reset-post-address', limits.resetsPerAddress, 3600);

  const links = singleUseLinks(db, passwordResetTokens);

  return {
    /**
     * Counts a request for a link, per browser address and per e-mail: false when a limit
     * refuses it (for any address alike, so it tells nothing about accounts).
     */
    async admit(ip: string, email: string): Promise<boolean> {
      if (!(await allowedBy(perAddress.consume(hashSecret(ip))))) return false;
      return allowedBy(perEmail.consume(hashSecret(email.toLowerCase())));
    },

    /**
     * Sends a reset link to the account of `email`, if there is one, on `site` (the site the
     * customer is on). Done after the form is answered, so how long the answer takes tells
     * nothing about accounts either.
     */
    async sendLink(email: string, language: Language, site: string, back = ''): Promise<void> {
      const [customer] = await db
        .select({ id: customers.id, email: customers.email, firstName: customers.firstName })
        .from(customers)
        .where(eq(sql`lower(${customers.email})`, email.toLowerCase()));
      if (!customer) return;
      const token = newSecret();
      const expiresAt = new Date(Date.now() + resetLinkLifetimeMs);
      const link = new URL('/account/me/reset', site);
      // `back` (a checked site path): after the reset, logging in returns to the page left.
      link.search = new URLSearchParams({
        token,
        lang: language,
        ...(back ? { back } : {}),
      }).toString();
      // The link and its e-mail commit together: no e-mail without a working link, or the reverse.
      await db.transaction(async (tx) => {
        await tx
          .insert(passwordResetTokens)
          .values({ tokenHash: hashSecret(token), customerId: customer.id, expiresAt });
        await enqueue(tx, {
          kind: 'password.reset',
          recipient: customer.email,
          language,
          payload: {
            name: customer.firstName,
            link: link.href,
            expiresAt: expiresAt.toISOString(),
          },
        });
      });
    },

    /** Whether a link's token can still set a password (to show the form, or say it cannot). */
    usable: links.usable,

    /**
     * Counts a new password sent from the address, before anything else is done with it: false
     * when its limit refuses it.
     */
    allowed: (ip: string) => allowedBy(resetsPerAddress.consume(hashSecret(ip))),

    /**
     * Sets the password with the link's token, once: the token is spent in the same transaction,
     * as are the account's other links, and every sign-in of the account ends. The token is looked
     * up before the password is hashed, so random tokens cost a query each, not a hash. False when
     * the token is unknown, spent or expired.
     */
    async reset(token: string, password: string): Promise<boolean> {
      if (!(await links.usable(token))) return false;
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const spent = await links.spend(tx, token, new Date());
        if (!spent) return false;
        await tx.update(customers).set({ passwordHash }).where(eq(customers.id, spent.customerId));
        await revokeAllSessions(tx, spent.customerId);
        return true;
      });
    },
  };
}
