// Inserts a seed plan in dependency order. Rows that later rows point at are read back by their
// natural keys (names, positions, guids), so nothing depends on the order RETURNING yields them in.
import type { Database } from '../connect.js';
import type { SeedPlan } from './seedPlan.js';
import { writeBookings } from './writeBookings.js';
import { writeCatalog } from './writeCatalog.js';
import { writeContent } from './writeContent.js';
import { writeTeams } from './writeTeams.js';

export async function writeSeedPlan(db: Database, plan: SeedPlan): Promise<void> {
  const catalog = await writeCatalog(db, plan);
  const teams = await writeTeams(db, plan, catalog);
  await writeBookings(db, plan, { ...catalog, ...teams });
  await writeContent(db, plan.content);
}
