// "Confirm your e-mail" (issue 41): an account signs in only once its address is confirmed with a
// link sent to it, so no one can make Termin write to an address that is not theirs. Registration
// answers the same whether the address is new or already has an account: the new one gets the
// link, the existing one an e-mail saying so (a fresh link while it is still unconfirmed). The
// work that differs is done after the answer, so its time tells nothing either.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { customers, emailVerificationTokens, type PendingLogin } from '../../db/schema/index.js';
import type { Language } from '../../i18n/language.js';
import type { Transaction } from '../../kernel/transactions.js';
import { enqueue } from '../mail/outbox.js';
import { allowedBy, databaseLimiter } from './databaseLimiter.js';
import { home, prefixOfLanguage } from '@termin/site-paths';
import { hashSecret, newSecret } from './secrets.js';
import { singleUseLinks } from './singleUseLinks.js';
import { revokeAllSessions } from './tokenService.js';

export const verifyLinkLifetimeMs = 24 * 3600_000;
/** E-mails about registering one address per hour, whoever asks: no mailbox is flooded. */
const mailsPerAddressPerHour = 3;

export interface Registration {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  language: Language;
  passwordHash: string;
}

export interface Confirmed {
  customerId: number;
  /** The sign-in the link was sent from, to finish; null when there is none to finish. */
  login: PendingLogin | null;
}

/** Its links lead to `site`: the site the customer is on (siteOfRequest). */
export function emailVerification(db: Database) {
  const perAddress = databaseLimiter(db, 'verify-email', mailsPerAddressPerHour, 3600);
  const siteLink = (site: string, path: string, query: Record<string, string>) => {
    const url = new URL(path, site);
    url.search = new URLSearchParams(query).toString();
    return url.href;
  };

  /** A new link for the customer, and its e-mail, in the caller's transaction. */
  const sendLink = async (
    tx: Transaction,
    to: { id: number; email: string; firstName: string },
    language: Language,
    login: PendingLogin | null,
    site: string,
    passwordHash: string | null = null,
  ) => {
    const token = newSecret();
    await tx.insert(emailVerificationTokens).values({
      tokenHash: hashSecret(token),
      customerId: to.id,
      loginRequest: login,
      passwordHash,
      expiresAt: new Date(Date.now() + verifyLinkLifetimeMs),
    });
    await enqueue(tx, {
      kind: 'account.verify',
      recipient: to.email,
      language,
      payload: {
        name: to.firstName,
        link: siteLink(site, '/account/me/verify', { token, lang: language }),
      },
    });
  };

  const mayWriteTo = (email: string) =>
    allowedBy(perAddress.consume(hashSecret(email.toLowerCase())));

  const links = singleUseLinks(db, emailVerificationTokens);

  return {
    /**
     * After the registration form was answered: creates the account and sends its link, or
     * writes to the account that has the address (a fresh link, and the new password set on
     * confirming, while it is unconfirmed; else "you already have an account").
     */
    async register(form: Registration, login: PendingLogin, site: string): Promise<void> {
      if (!(await mayWriteTo(form.email))) return;
      await db.transaction(async (tx) => {
        const { passwordHash, ...details } = form;
        const [created] = await tx
          .insert(customers)
          .values({ ...details, passwordHash })
          .onConflictDoNothing()
          .returning({ id: customers.id, email: customers.email, firstName: customers.firstName });
        if (created) return sendLink(tx, created, form.language, login, site);
        const [existing] = await tx
          .select({
            id: customers.id,
            email: customers.email,
            firstName: customers.firstName,
            verifiedAt: customers.emailVerifiedAt,
          })
          .from(customers)
          .where(eq(sql`lower(${customers.email})`, form.email.toLowerCase()));
        if (!existing) return;
        if (!existing.verifiedAt)
          return sendLink(tx, existing, form.language, login, site, passwordHash);
        await enqueue(tx, {
          kind: 'account.exists',
          recipient: existing.email,
          language: form.language,
          payload: {
            name: existing.firstName,
            loginLink: siteLink(site, '/auth/login', {
              redirect: home(prefixOfLanguage(form.language)),
            }),
            resetLink: siteLink(site, '/account/me/forgot', { lang: form.language }),
          },
        });
      });
    },

    /**
     * A fresh link for an unconfirmed address: an account that signed in with its password (the
     * link finishes that sign-in), or a changed address. False when the address had its e-mails
     * for the hour.
     */
    async resend(
      customer: { id: number; email: string; firstName: string },
      language: Language,
      login: PendingLogin | null,
      site: string,
    ): Promise<boolean> {
      if (!(await mayWriteTo(customer.email))) return false;
      await db.transaction((tx) => sendLink(tx, customer, language, login, site));
      return true;
    },

    /** Whether a link's token can still confirm (to show its page, or say it cannot). */
    usable: links.usable,

    /**
     * Whether a link that can no longer confirm was for an account whose address is confirmed
     * (the link opened again, its button pressed twice, or another link used first): then that is
     * what the page says, not that the link is no good.
     */
    async confirmedAlready(token: string): Promise<boolean> {
      const [row] = await db
        .select({ verifiedAt: customers.emailVerifiedAt })
        .from(emailVerificationTokens)
        .innerJoin(customers, eq(customers.id, emailVerificationTokens.customerId))
        .where(eq(emailVerificationTokens.tokenHash, hashSecret(token)));
      return !!row?.verifiedAt;
    },

    /**
     * Confirms the address with a link's token, once: the account's other links are spent with
     * it, and a password chosen when registering again is set (ending any other sign-in).
     */
    async confirm(token: string): Promise<Confirmed | undefined> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const spent = await links.spend(tx, token, now);
        if (!spent) return undefined;
        await tx
          .update(customers)
          .set({
            emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
            ...(spent.passwordHash ? { passwordHash: spent.passwordHash } : {}),
          })
          .where(eq(customers.id, spent.customerId));
        if (spent.passwordHash) await revokeAllSessions(tx, spent.customerId);
        return { customerId: spent.customerId, login: spent.loginRequest };
      });
    },
  };
}

export type EmailVerification = ReturnType<typeof emailVerification>;
