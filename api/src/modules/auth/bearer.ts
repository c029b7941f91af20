// Who is calling: customer endpoints take `Authorization: Bearer <access token>`.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connect.js';
import { accessTokens, tokenFamilies } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { hashSecret } from './secrets.js';

/** The OpenAPI security requirement of a customer endpoint. */
export const bearerSecurity = [{ bearerAuth: [] as string[] }];

/**
 * The customer an access token speaks for, or undefined when it is unknown, expired or revoked,
 * itself or through its sign-in: two primary-key lookups.
 */
export async function customerForAccessToken(db: Database, accessToken: string) {
  const [row] = await db
    .select({ customerId: accessTokens.customerId })
    .from(accessTokens)
    .innerJoin(tokenFamilies, eq(tokenFamilies.id, accessTokens.familyId))
    .where(
      and(
        eq(accessTokens.tokenHash, hashSecret(accessToken)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql`now()`),
        isNull(tokenFamilies.revokedAt),
      ),
    );
  return row?.customerId;
}

const unauthorized = () => new ApiError(401, 'UNAUTHORIZED', 'A valid access token is required');

/** The calling customer's id; 401 when the bearer token is missing, expired or revoked. */
export async function authenticatedCustomer(
  db: Database,
  request: FastifyRequest,
): Promise<number> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
  if (!token || token.length > 200) throw unauthorized();
  const customerId = await customerForAccessToken(db, token);
  if (customerId === undefined) throw unauthorized();
  return customerId;
}
