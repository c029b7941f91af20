// Idempotency-Key for mutations (architecture.md, "Bookings without double booking"): the key is
// claimed (in_flight) in its own statement before the work; the work's transaction stores the
// answer and marks it done. A replay with the same payload gets the stored answer, another payload
// is refused, and a key still in flight answers conflict. Expected refusals (4xx) are stored as
// answers too, so a replay sees the same result; an unexpected failure releases the key.
import { createHash } from 'node:crypto';
import { and, eq, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { idempotencyKeys } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import type { ErrorBody } from '../../http/sharedSchemas.js';
import type { Transaction } from '../availability/availabilityQueries.js';

/** How long a key is remembered. */
export const idempotencyKeyLifetimeMs = 24 * 3_600_000;
/** A key in flight this long belongs to a request that will never finish (a crash): reclaim it. */
export const abandonedAfterMs = 120_000;

/** JSON with object keys sorted at every level, so equal payloads hash equally. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHash = (payload: unknown) =>
  createHash('sha256').update(canonicalJson(payload)).digest('hex');

export interface StoredAnswer {
  readonly status: number;
  readonly body: unknown;
  /** True when this is a replay of an earlier answer. */
  readonly replayed: boolean;
}

export interface IdempotencyClaim {
  readonly scope: string;
  readonly customerId: number | null;
  readonly key: string;
  readonly payload: unknown;
}

const errorBodyOf = (error: ApiError): ErrorBody => ({
  error: {
    code: error.code,
    message: error.message,
    ...(error.details ? { details: [...error.details] } : {}),
  },
});

/** Runs `work` once per key; see the top of this file. */
export async function withIdempotency(
  db: Database,
  claim: IdempotencyClaim,
  work: (tx: Transaction) => Promise<{ status: number; body: unknown }>,
): Promise<StoredAnswer> {
  const hash = requestHash(claim.payload);
  const sameKey = and(
    eq(idempotencyKeys.scope, claim.scope),
    claim.customerId === null ? undefined : eq(idempotencyKeys.customerId, claim.customerId),
    eq(idempotencyKeys.key, claim.key),
  );
  const now = new Date();
  // Forget an expired key, and one left in flight by a process that died mid-request.
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        sameKey,
        or(
          lt(idempotencyKeys.expiresAt, now),
          and(
            eq(idempotencyKeys.status, 'in_flight'),
            lt(idempotencyKeys.createdAt, new Date(now.getTime() - abandonedAfterMs)),
          ),
        ),
      ),
    );
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({
      scope: claim.scope,
      customerId: claim.customerId,
      key: claim.key,
      requestHash: hash,
      expiresAt: new Date(now.getTime() + idempotencyKeyLifetimeMs),
    })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });

  if (!claimed) {
    const [held] = await db.select().from(idempotencyKeys).where(sameKey);
    if (!held)
      throw new ApiError(
        409,
        'IDEMPOTENCY_IN_FLIGHT',
        'This Idempotency-Key was just released; retry',
      );
    if (held.requestHash !== hash)
      throw new ApiError(
        422,
        'IDEMPOTENCY_MISMATCH',
        'This Idempotency-Key was used with another payload',
      );
    if (held.status !== 'done' || held.responseStatus === null)
      throw new ApiError(
        409,
        'IDEMPOTENCY_IN_FLIGHT',
        'A request with this Idempotency-Key is still being processed',
      );
    return { status: held.responseStatus, body: held.responseBody, replayed: true };
  }

  const finish = async (tx: Database | Transaction, status: number, body: unknown) =>
    tx
      .update(idempotencyKeys)
      .set({ status: 'done', responseStatus: status, responseBody: body })
      .where(eq(idempotencyKeys.id, claimed.id));

  try {
    const answer = await db.transaction(async (tx) => {
      const result = await work(tx);
      await finish(tx, result.status, result.body);
      return result;
    });
    return { ...answer, replayed: false };
  } catch (error) {
    // The failure may be the database connection itself (the work's transaction was rolled back):
    // settling the key gets a few tries on fresh connections, else the key would block the
    // customer's retries until it counts as abandoned. The work's own error is what the caller gets.
    await withRetries(() =>
      error instanceof ApiError && error.statusCode < 500
        ? finish(db, error.statusCode, errorBodyOf(error))
        : db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, claimed.id)),
    ).catch(() => undefined);
    throw error;
  }
}

/** Settling delays: short, since a customer may be waiting to retry. */
const settleDelaysMs = [50, 200, 800];

async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (const delay of settleDelaysMs) {
    try {
      return await attempt();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return attempt();
}
