// Issuing, rotating and revoking the auth service's opaque tokens (architecture.md, "Session and
// auth"). Access tokens are short-lived; refresh tokens rotate on every use within a family whose
// absolute lifetime never grows; presenting an already rotated token revokes the whole family.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { accessTokens, authClients, authCodes, refreshTokens } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { hashSecret, newSecret, s256 } from './secrets.js';

export interface TokenSet {
  tokenType: 'Bearer';
  accessToken: string;
  /** Epoch seconds. */
  accessExpiresAt: number;
  refreshToken: string;
  /** Epoch seconds: the family's absolute end. */
  refreshExpiresAt: number;
}

/**
 * Concurrent refreshes from several bff replicas may present the same token within moments of
 * each other; within this window a rotated token still yields a (sibling) successor instead of
 * counting as reuse.
 */
export const rotationGraceSeconds = 10;
/** Codes from the login page must be exchanged quickly. */
export const codeLifetimeSeconds = 60;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const invalidGrant = (message: string) => new ApiError(400, 'INVALID_GRANT', message);
const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

async function clientOf(db: Database | Tx, clientId: string) {
  const [client] = await db.select().from(authClients).where(eq(authClients.id, clientId));
  if (!client) throw invalidGrant('Unknown client');
  return client;
}

async function issue(
  tx: Tx,
  grant: {
    customerId: number;
    clientId: string;
    familyId: string;
    familyEnd: Date;
    parentId: number | null;
  },
  accessTtlSeconds: number,
): Promise<TokenSet> {
  const refreshToken = newSecret();
  const accessToken = newSecret();
  const accessEnd = new Date(Date.now() + accessTtlSeconds * 1000);
  await tx.insert(refreshTokens).values({
    tokenHash: hashSecret(refreshToken),
    familyId: grant.familyId,
    customerId: grant.customerId,
    clientId: grant.clientId,
    parentId: grant.parentId,
    expiresAt: grant.familyEnd,
  });
  await tx.insert(accessTokens).values({
    tokenHash: hashSecret(accessToken),
    customerId: grant.customerId,
    clientId: grant.clientId,
    familyId: grant.familyId,
    expiresAt: accessEnd,
  });
  return {
    tokenType: 'Bearer',
    accessToken,
    accessExpiresAt: epoch(accessEnd),
    refreshToken,
    refreshExpiresAt: epoch(grant.familyEnd),
  };
}

async function revokeFamily(tx: Database | Tx, familyId: string) {
  const now = new Date();
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await tx
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.familyId, familyId), isNull(accessTokens.revokedAt)));
}

/** A one-time code for a signed-in customer, redeemable by the client with the PKCE verifier. */
export async function createAuthCode(
  db: Database,
  input: { clientId: string; customerId: number; redirectUrl: string; codeChallenge: string },
): Promise<string> {
  const code = newSecret();
  await db.insert(authCodes).values({
    codeHash: hashSecret(code),
    clientId: input.clientId,
    customerId: input.customerId,
    redirectUrl: input.redirectUrl,
    codeChallenge: input.codeChallenge,
    codeChallengeMethod: 'S256',
    expiresAt: new Date(Date.now() + codeLifetimeSeconds * 1000),
  });
  return code;
}

export async function exchangeCode(
  db: Database,
  input: { clientId: string; code: string; codeVerifier: string; redirectUrl: string },
): Promise<TokenSet> {
  return db.transaction(async (tx) => {
    const client = await clientOf(tx, input.clientId);
    const [code] = await tx
      .select()
      .from(authCodes)
      .where(eq(authCodes.codeHash, hashSecret(input.code)))
      .for('update');
    const valid =
      code &&
      !code.usedAt &&
      code.expiresAt > new Date() &&
      code.clientId === client.id &&
      code.redirectUrl === input.redirectUrl &&
      code.codeChallenge === s256(input.codeVerifier);
    if (!code || !valid) throw invalidGrant('The code is invalid, expired or already used');
    await tx
      .update(authCodes)
      .set({ usedAt: new Date() })
      .where(eq(authCodes.codeHash, code.codeHash));
    return issue(
      tx,
      {
        customerId: code.customerId,
        clientId: client.id,
        familyId: randomUUID(),
        familyEnd: new Date(Date.now() + client.refreshTokenTtlSeconds * 1000),
        parentId: null,
      },
      client.accessTokenTtlSeconds,
    );
  });
}

export async function refresh(
  db: Database,
  input: { clientId: string; refreshToken: string },
): Promise<TokenSet> {
  const outcome = await db.transaction(async (tx) => {
    const client = await clientOf(tx, input.clientId);
    const [token] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashSecret(input.refreshToken)))
      .for('update');
    const now = new Date();
    if (!token || token.clientId !== client.id || token.revokedAt || token.expiresAt <= now) {
      return { ok: false, reason: 'The refresh token is invalid or expired' } as const;
    }
    if (
      token.rotatedAt &&
      now.getTime() - token.rotatedAt.getTime() > rotationGraceSeconds * 1000
    ) {
      // Reuse of a rotated token: someone else may hold this family. End it.
      await revokeFamily(tx, token.familyId);
      return {
        ok: false,
        reason: 'The refresh token was already used; the session has ended',
      } as const;
    }
    if (!token.rotatedAt) {
      await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, token.id));
    }
    const tokens = await issue(
      tx,
      {
        customerId: token.customerId,
        clientId: client.id,
        familyId: token.familyId,
        familyEnd: token.expiresAt,
        parentId: token.id,
      },
      client.accessTokenTtlSeconds,
    );
    return { ok: true, tokens } as const;
  });
  // Thrown outside the transaction so a family revocation is committed, not rolled back.
  if (!outcome.ok) throw new ApiError(401, 'INVALID_GRANT', outcome.reason);
  return outcome.tokens;
}

/** Ends the sign-in the refresh token belongs to (idempotent; unknown tokens are ignored). */
export async function logout(db: Database, input: { clientId: string; refreshToken: string }) {
  const [token] = await db
    .select({ familyId: refreshTokens.familyId, clientId: refreshTokens.clientId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashSecret(input.refreshToken)));
  if (token && token.clientId === input.clientId) await revokeFamily(db, token.familyId);
}

/** The customer an access token speaks for, or undefined when it is unknown, expired or revoked. */
export async function customerForAccessToken(db: Database, accessToken: string) {
  const [row] = await db
    .select({ customerId: accessTokens.customerId })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.tokenHash, hashSecret(accessToken)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql`now()`),
      ),
    );
  return row?.customerId;
}

/** Keeps the configured web client (bff) and its return URLs in step with the configuration. */
export async function ensureAuthClient(
  db: Database,
  client: { id: string; redirectUrls: readonly string[] },
) {
  await db
    .insert(authClients)
    .values({
      id: client.id,
      name: 'Termin web',
      redirectUrls: [...client.redirectUrls],
    })
    .onConflictDoUpdate({
      target: authClients.id,
      set: { redirectUrls: [...client.redirectUrls] },
    });
}
