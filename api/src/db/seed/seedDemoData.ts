// Fills an empty database with the demo marketplace at boot (SEED_DEMO, on by default).
import { count, sql } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { countries } from '../schema/index.js';
import { buildSeedPlan } from './seedPlan.js';
import { writeSeedPlan } from './writeSeedPlan.js';

// Any constant works; it only has to be the same in every replica.
const seedLockKey = 727_464;

/**
 * Seeds the demo data in one transaction when there are no countries yet; otherwise does nothing.
 * Replicas booting together serialize on an advisory lock, so exactly one of them seeds. `now` is
 * the seed day the demo's dates are laid out from (seedPlan.ts).
 */
export async function seedDemoDataIfEmpty(
  db: Database,
  now: Date = new Date(),
): Promise<'seeded' | 'already-present'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const [existing] = await tx.select({ count: count() }).from(countries);
    if ((existing?.count ?? 0) > 0) return 'already-present';
    await writeSeedPlan(tx, buildSeedPlan(now));
    return 'seeded';
  });
}
