// The auth service's state (architecture.md, "Session and auth"): OAuth clients, one-time
// authorization codes (PKCE) and opaque tokens. Secrets are random values handed out once; only
// their SHA-256 (hex) is stored, so a leaked table grants nothing. Lookups hash the presented
// value and compare hashes.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { customers } from './customers.js';

/** Applications that may sign customers in; bff is `termin-web`. */
export const authClients = pgTable('auth_clients', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /**
   * The return URLs a login may name, compared as whole strings (OAuth 2.1 §4.1.1): one that only
   * starts like a registered URL (…/auth/callback-evil, …/auth/callback?x) is refused.
   */
  redirectUrls: text('redirect_urls').array().notNull(),
  /** SHA-256 of the client secret; null for a public client, which must use PKCE. */
  secretHash: text('secret_hash'),
  accessTokenTtlSeconds: integer('access_token_ttl_seconds').notNull().default(900),
  /** Absolute lifetime of a refresh-token family, counted from sign-in; rotation never extends it. */
  refreshTokenTtlSeconds: integer('refresh_token_ttl_seconds').notNull().default(2_592_000),
  createdAt: createdAt(),
});

/** One-time codes from the login page, exchanged for tokens with the PKCE verifier. */
export const authCodes = pgTable(
  'auth_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => authClients.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The exchange must name the same URL. */
    redirectUrl: text('redirect_url').notNull(),
    /** BASE64URL(SHA-256(verifier)). */
    codeChallenge: text('code_challenge').notNull(),
    /** Only S256: `plain` would let anyone who sees the code redeem it. */
    codeChallengeMethod: text('code_challenge_method').notNull().default('S256'),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    /** Set on exchange; a second exchange of a used code revokes what the first one issued. */
    usedAt: instant('used_at'),
  },
  (t) => [
    check('auth_codes_challenge_method', sql`${t.codeChallengeMethod} = 'S256'`),
    index('auth_codes_expires').on(t.expiresAt),
  ],
);

/**
 * One sign-in: the refresh tokens that rotate from one code exchange, and the access tokens issued
 * with them. Revoking it (logout, reuse of a rotated token) ends every token of the family at once:
 * a token is honoured only while its family's revoked_at is null, so a token issued by a refresh
 * that raced the revocation is refused too.
 */
export const tokenFamilies = pgTable(
  'token_families',
  {
    id: uuid('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => authClients.id),
    createdAt: createdAt(),
    /** The sign-in's absolute end; rotation never extends it. */
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('token_families_customer').on(t.customerId)],
);

/**
 * Refresh tokens rotate on every use: using one sets its rotated_at and issues a child with the
 * same family. Presenting a token that was already rotated is reuse: revoke the whole family
 * (refresh and access tokens). expires_at is the family's absolute end, copied to every child.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    /** One sign-in; every rotation of it shares the id. */
    familyId: uuid('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => authClients.id),
    /** The token this one replaced; null for the first of a family. */
    parentId: integer('parent_id').references((): AnyPgColumn => refreshTokens.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    rotatedAt: instant('rotated_at'),
    /**
     * Set on the first rotation: with the presented token (never stored) it derives the successor
     * tokens (tokenDerivation.ts), so a replay inside the grace window gets the same successor. On
     * its own it derives nothing, so a leaked table still grants nothing.
     */
    successorSeed: text('successor_seed'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    index('refresh_tokens_family').on(t.familyId),
    index('refresh_tokens_customer').on(t.customerId),
  ],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => authClients.id),
    /** The refresh-token family it was issued with, so revoking a family revokes it too. */
    familyId: uuid('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    index('access_tokens_family').on(t.familyId),
    index('access_tokens_customer').on(t.customerId),
  ],
);

/**
 * Counters of the login and registration throttles (modules/auth/loginThrottle.ts), kept here so
 * every api replica counts against the same limits. rate-limiter-flexible's RateLimiterDrizzle
 * owns the rows (an atomic upsert per hit; a row whose window has ended starts over) and needs
 * these field names. The key is a hash: no address or email is stored.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    /** The end of the row's window; the sweep deletes rows past it. */
    expire: instant('expire').notNull(),
  },
  (t) => [index('throttle_counters_expire').on(t.expire)],
);

/**
 * "Forgot password?": a single-use link by e-mail. Only the token's hash is kept; the link works
 * until expires_at (30 minutes) and once (used_at), and a reset revokes every sign-in.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('password_reset_tokens_customer').on(t.customerId)],
);

/**
 * "Confirm your e-mail": a link sent at registration (and again to an unconfirmed account). Only
 * the token's hash is kept. It carries the sign-in the customer started, so confirming ends where
 * they were, and for an unconfirmed account registered again, the password chosen then.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The login request (client, state, return URL, PKCE challenge) to complete on confirming. */
    loginRequest: jsonb('login_request').$type<PendingLogin>(),
    /** A password chosen when registering an unconfirmed address again: set on confirming. */
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('email_verification_tokens_customer').on(t.customerId)],
);

/** What a confirmation link needs to finish the sign-in it interrupted. */
export interface PendingLogin {
  client: string;
  state: string;
  redirectUrl: string;
  codeChallenge: string;
  /** The site path the sign-in was started from (older links have none). */
  back?: string;
}
