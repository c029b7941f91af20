// Issuing, rotating and revoking the auth service's opaque tokens (architecture.md, "Session and
// auth"). Access tokens are short-lived; refresh tokens rotate on every use within a family (one
// sign-in, token_families) whose absolute lifetime never grows; presenting an already rotated
// token revokes the whole family, and so does logout. A token counts only while its family is not
// revoked, so revocation takes effect at once for every token of it, even one a racing refresh
// just issued.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import {
  accessTokens,
  authClients,
  authCodes,
  refreshTokens,
  tokenFamilies,
} from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { deriveSecret, hashSecret, newSecret, s256 } from './secrets.js';

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
 * each other; within this window a rotated token yields its one successor again (derived from the
 * token and its successor seed) instead of counting as reuse.
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

/**
 * Stores a refresh and an access token of a family. A derived pair that is already stored (a
 * replay inside the grace window) is kept as first issued, expiry included.
 */
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
  { refreshToken, accessToken } = { refreshToken: newSecret(), accessToken: newSecret() },
): Promise<TokenSet> {
  await tx
    .insert(refreshTokens)
    .values({
      tokenHash: hashSecret(refreshToken),
      familyId: grant.familyId,
      customerId: grant.customerId,
      clientId: grant.clientId,
      parentId: grant.parentId,
      expiresAt: grant.familyEnd,
    })
    .onConflictDoNothing({ target: refreshTokens.tokenHash });
  const accessHash = hashSecret(accessToken);
  const [inserted] = await tx
    .insert(accessTokens)
    .values({
      tokenHash: accessHash,
      customerId: grant.customerId,
      clientId: grant.clientId,
      familyId: grant.familyId,
      expiresAt: new Date(Date.now() + accessTtlSeconds * 1000),
    })
    .onConflictDoNothing({ target: accessTokens.tokenHash })
    .returning({ expiresAt: accessTokens.expiresAt });
  const [access] = inserted
    ? [inserted]
    : await tx
        .select({ expiresAt: accessTokens.expiresAt })
        .from(accessTokens)
        .where(eq(accessTokens.tokenHash, accessHash));
  return {
    tokenType: 'Bearer',
    accessToken,
    accessExpiresAt: epoch(access!.expiresAt),
    refreshToken,
    refreshExpiresAt: epoch(grant.familyEnd),
  };
}

/** Ends a sign-in: the family first (what every check reads), then its rows, for the record. */
async function revokeFamily(tx: Database | Tx, familyId: string) {
  const now = new Date();
  await tx
    .update(tokenFamilies)
    .set({ revokedAt: now })
    .where(and(eq(tokenFamilies.id, familyId), isNull(tokenFamilies.revokedAt)));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await tx
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.familyId, familyId), isNull(accessTokens.revokedAt)));
}

/** Ends every sign-in of a customer (a password reset): each family, and its tokens. */
export async function revokeAllSessions(tx: Database | Tx, customerId: number): Promise<void> {
  const families = await tx
    .select({ id: tokenFamilies.id })
    .from(tokenFamilies)
    .where(and(eq(tokenFamilies.customerId, customerId), isNull(tokenFamilies.revokedAt)));
  for (const family of families) await revokeFamily(tx, family.id);
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
    const [family] = await tx
      .insert(tokenFamilies)
      .values({
        id: randomUUID(),
        customerId: code.customerId,
        clientId: client.id,
        expiresAt: new Date(Date.now() + client.refreshTokenTtlSeconds * 1000),
      })
      .returning();
    return issue(
      tx,
      {
        customerId: code.customerId,
        clientId: client.id,
        familyId: family!.id,
        familyEnd: family!.expiresAt,
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
    const [family] = token
      ? await tx
          .select({ revokedAt: tokenFamilies.revokedAt })
          .from(tokenFamilies)
          .where(eq(tokenFamilies.id, token.familyId))
      : [];
    if (
      !token ||
      token.clientId !== client.id ||
      token.revokedAt ||
      !family ||
      family.revokedAt ||
      token.expiresAt <= now
    ) {
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
    // The first rotation picks the seed; a replay (this token row is locked, so replays queue
    // behind it) derives the very same successor pair from it, instead of branching the family.
    // A token rotated before seeds existed gets one now.
    const seed = token.successorSeed ?? newSecret();
    if (!token.rotatedAt || !token.successorSeed) {
      await tx
        .update(refreshTokens)
        .set({ rotatedAt: token.rotatedAt ?? now, successorSeed: seed })
        .where(eq(refreshTokens.id, token.id));
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
      {
        refreshToken: deriveSecret(input.refreshToken, seed, 'refresh'),
        accessToken: deriveSecret(input.refreshToken, seed, 'access'),
      },
    );
    return { ok: true, tokens } as const;
  });
  // Thrown outside the transaction so a family revocation is committed, not rolled back.
  if (!outcome.ok) throw new ApiError(401, 'INVALID_GRANT', outcome.reason);
  return outcome.tokens;
}

/**
 * Ends the sign-in the refresh token belongs to, whichever of its tokens it is (idempotent: an
 * unknown token, or one of a sign-in already ended, is ignored).
 */
export async function logout(db: Database, input: { clientId: string; refreshToken: string }) {
  const [token] = await db
    .select({ familyId: refreshTokens.familyId, clientId: refreshTokens.clientId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashSecret(input.refreshToken)));
  if (token && token.clientId === input.clientId)
    await db.transaction((tx) => revokeFamily(tx, token.familyId));
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
