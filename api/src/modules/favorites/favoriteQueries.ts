// Saving, listing and forgetting a customer's favourite venues, in the caller's country.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CountryCode } from '../../db/schema/geo.js';
import { branches, cities, customerFavorites } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import type { Queryable } from '../../kernel/transactions.js';
import { favoritesLimit, type Favorite } from './favoriteSchemas.js';

const inCountry = (country: CountryCode) => eq(cities.countryCode, country);

/** The customer's saved venues of the country, newest first. */
export async function favoritesOf(
  db: Queryable,
  customerId: number,
  country: CountryCode,
): Promise<Favorite[]> {
  const rows = await db
    .select({
      branch: {
        id: branches.id,
        slug: branches.slug,
        name: branches.name,
        address: branches.address,
      },
      savedAt: customerFavorites.createdAt,
    })
    .from(customerFavorites)
    .innerJoin(branches, eq(branches.id, customerFavorites.branchId))
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .where(and(eq(customerFavorites.customerId, customerId), inCountry(country)))
    .orderBy(desc(customerFavorites.createdAt), desc(customerFavorites.branchId))
    .limit(favoritesLimit);
  return rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() }));
}

/** Those of the branch ids that are venues of the country. */
async function branchesIn(db: Queryable, ids: number[], country: CountryCode): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: branches.id })
    .from(branches)
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .where(and(inArray(branches.id, ids), inCountry(country)));
  return rows.map((row) => row.id);
}

/** Saves venues (again saving one is nothing); answers how many of them exist in the country. */
export async function saveFavorites(
  db: Queryable,
  customerId: number,
  branchIds: number[],
  country: CountryCode,
): Promise<number> {
  const known = await branchesIn(db, [...new Set(branchIds)], country);
  if (known.length > 0)
    await db
      .insert(customerFavorites)
      .values(known.map((branchId) => ({ customerId, branchId })))
      .onConflictDoNothing();
  return known.length;
}

/** Saves one venue; 404 when it is no venue of the country. */
export async function saveFavorite(
  db: Queryable,
  customerId: number,
  branchId: number,
  country: CountryCode,
): Promise<void> {
  if ((await saveFavorites(db, customerId, [branchId], country)) === 0)
    throw notFound(`Unknown branch ${branchId} in ${country}`);
}

export async function forgetFavorite(
  db: Queryable,
  customerId: number,
  branchId: number,
): Promise<void> {
  await db
    .delete(customerFavorites)
    .where(
      and(eq(customerFavorites.customerId, customerId), eq(customerFavorites.branchId, branchId)),
    );
}
