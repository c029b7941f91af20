// What a service costs with the team that performs it: a master may charge more or less than the
// service's own price (master_services.price), so one menu price alone can understate it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { masters, masterServices, services } from '../../db/schema/index.js';

export interface TeamPrice {
  /** The lowest any active master performing it charges, in minor units. */
  readonly lowest: number;
  /** Whether the masters' prices differ. */
  readonly varies: boolean;
}

/** The team's prices of every service of the branches, by service id. */
export async function teamPrices(
  db: Database,
  branchIds: readonly number[],
): Promise<Map<number, TeamPrice>> {
  if (branchIds.length === 0) return new Map();
  const price = sql`coalesce(${masterServices.price}, ${services.price})`;
  const rows = await db
    .select({
      serviceId: masterServices.serviceId,
      lowest: sql<string>`min(${price})`,
      highest: sql<string>`max(${price})`,
    })
    .from(masterServices)
    .innerJoin(services, eq(services.id, masterServices.serviceId))
    .innerJoin(masters, and(eq(masters.id, masterServices.masterId), eq(masters.isActive, true)))
    .where(inArray(masterServices.branchId, [...branchIds]))
    .groupBy(masterServices.serviceId);
  return new Map(
    rows.map((row) => [
      row.serviceId,
      { lowest: Number(row.lowest), varies: Number(row.lowest) !== Number(row.highest) },
    ]),
  );
}

/**
 * A service's price on a menu: the lowest its team charges, marked "from" when the venue says so
 * or when the masters' prices differ (Classic manicure from RSD 1,400 when one charges 1,700).
 */
export function menuPrice(
  service: { readonly price: number; readonly priceIsFrom: boolean },
  team: TeamPrice | undefined,
): { price: number; priceFrom: boolean } {
  return {
    price: team?.lowest ?? service.price,
    priceFrom: service.priceIsFrom || (team?.varies ?? false),
  };
}
