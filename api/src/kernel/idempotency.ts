// Idempotency-Key for mutations (architecture.md, "Bookings without double booking"). A replay with
// the same payload gets the stored answer, another payload is refused, and a key still in flight
// answers conflict. The claim lives only in the work's own transaction: a transaction-scoped
// advisory lock on the key says "in flight", and the key's row is written with the answer in the
// same commit as the work. So a request that dies with its process or connection leaves nothing
// behind: PostgreSQL rolls its transaction back and drops the lock, and a retry goes through at
// once. Expected refusals (4xx) are stored as answers too, so a replay sees the same result.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { ApiError } from '../http/errors.js';
import type { ErrorBody } from '../http/sharedSchemas.js';
import type { Transaction } from './transactions.js';

/** How long a key is remembered. */
export const idempotencyKeyLifetimeMs = 24 * 3_600_000;

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

const inFlight = () =>
  new ApiError(
    409,
    'IDEMPOTENCY_IN_FLIGHT',
    'A request with this Idempotency-Key is still being processed',
  );

/** An expected refusal, carried out of the transaction so its answer is committed with the key. */
class Refusal {
  constructor(readonly error: ApiError) {}
}

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
  // One lock per key (a 64-bit hash of it; a collision only makes an unrelated request wait for a
  // retry). Not waiting: a duplicate answers in flight at once instead of holding a connection.
  const lockName = JSON.stringify([claim.scope, claim.customerId, claim.key]);

  const outcome = await db.transaction(async (tx) => {
    // Both drivers answer { rows }; the shared Database type leaves the result untyped.
    const { rows } = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtextextended(${lockName}, 0)) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!rows[0]?.locked) throw inFlight();
    // Taken after the lock, so any earlier holder of the key has committed its answer or is gone.
    const [held] = await tx.select().from(idempotencyKeys).where(sameKey);
    if (held && held.expiresAt > new Date()) {
      if (held.requestHash !== hash)
        throw new ApiError(
          422,
          'IDEMPOTENCY_MISMATCH',
          'This Idempotency-Key was used with another payload',
        );
      return { status: held.responseStatus, body: held.responseBody, replayed: true };
    }
    if (held) await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.id, held.id));

    // A savepoint: an expected refusal undoes the work but keeps the transaction for its answer.
    const answer = await tx
      .transaction(async (savepoint) => work(savepoint))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.statusCode < 500) return new Refusal(error);
        throw error;
      });
    const [status, body] =
      answer instanceof Refusal
        ? [answer.error.statusCode, errorBodyOf(answer.error)]
        : [answer.status, answer.body];
    await tx.insert(idempotencyKeys).values({
      scope: claim.scope,
      customerId: claim.customerId,
      key: claim.key,
      requestHash: hash,
      responseStatus: status,
      responseBody: body,
      expiresAt: new Date(Date.now() + idempotencyKeyLifetimeMs),
    });
    return answer instanceof Refusal ? answer : { status, body, replayed: false };
  });
  // The work's own error is what the caller gets, once its answer is stored.
  if (outcome instanceof Refusal) throw outcome.error;
  return outcome;
}
