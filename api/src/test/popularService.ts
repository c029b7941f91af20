// Test helper: a branch of the seed by name and the service most of its specialists perform, so
// tests that book it again and again always find free times.
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { branches, masterServices, organizations } from '../db/schema/index.js';

export async function popularService(db: Database, branchName: string) {
  const [branch] = await db
    .select({ branch: branches, organization: organizations })
    .from(branches)
    .innerJoin(organizations, eq(organizations.id, branches.organizationId))
    .where(eq(branches.name, branchName));
  if (!branch) throw new Error(`no branch ${branchName} in the seed`);
  const [popular] = await db
    .select({ serviceId: masterServices.serviceId, n: count() })
    .from(masterServices)
    .where(eq(masterServices.branchId, branch.branch.id))
    .groupBy(masterServices.serviceId)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  return { ...branch, serviceId: popular!.serviceId };
}
