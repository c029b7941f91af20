// Suggestion lookups. Ranking happens in SQL so that LIMIT keeps the best matches: a match at the
// start of a name ranks first, then at the start of a later word. Only word prefixes match: a
// match inside a word ("man" in "tretman") suggests something the visitor did not type. search_text
// columns hold folded names (text/searchText.ts), so LIKE is case- and accent-insensitive.
import { and, asc, eq, exists, like, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connect.js';
import { branchCategories, branches, categories, cities } from '../../db/schema/index.js';
import type { CountryCode } from '../../db/schema/index.js';
import type { Language } from '../../i18n/language.js';
import type { SearchPatterns } from '../../text/searchText.js';

export interface SuggestScope {
  readonly country: CountryCode;
  /** Only this city when set. */
  readonly cityId?: number;
}

const matchRank = (column: AnyPgColumn, patterns: SearchPatterns): SQL<number> =>
  sql<number>`case when ${column} like ${patterns.namePrefix} then 0 else 1 end`;

const startsAWord = (column: AnyPgColumn, patterns: SearchPatterns) =>
  or(like(column, patterns.namePrefix), like(column, patterns.wordPrefix));

const inScope = (scope: SuggestScope) =>
  and(
    eq(cities.countryCode, scope.country),
    scope.cityId === undefined ? undefined : eq(branches.cityId, scope.cityId),
  );

export async function findCityId(
  db: Database,
  country: CountryCode,
  slug: string,
): Promise<number | undefined> {
  const [city] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.countryCode, country), eq(cities.slug, slug)));
  return city?.id;
}

export async function suggestBranches(
  db: Database,
  scope: SuggestScope,
  patterns: SearchPatterns,
  language: Language,
  limit: number,
) {
  const rows = await db
    .select({
      id: branches.id,
      slug: branches.slug,
      name: branches.name,
      address: branches.address,
      cityName: cities.name,
    })
    .from(branches)
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .where(and(inScope(scope), startsAWord(branches.searchText, patterns)))
    // Within a rank, the folded name gives an accent-insensitive alphabetical order.
    .orderBy(
      asc(matchRank(branches.searchText, patterns)),
      asc(branches.searchText),
      asc(branches.id),
    )
    .limit(limit);
  return rows.map((row) => ({
    id: String(row.id),
    slug: row.slug,
    title: row.name,
    mapAddress: { title: `${row.address}, ${row.cityName[language]}` },
  }));
}

/**
 * Treatment groups and treatments whose name matches in any language and that some branch in
 * scope offers (a group counts as offered when one of its treatments is), so a suggestion never
 * leads to an empty search. Groups come before treatments of the same rank.
 */
export async function suggestCategories(
  db: Database,
  scope: SuggestScope,
  patterns: SearchPatterns,
  language: Language,
  limit: number,
) {
  const offered = alias(categories, 'offered');
  const offeredInScope = db
    .select({ one: sql`1` })
    .from(branchCategories)
    .innerJoin(offered, eq(offered.id, branchCategories.categoryId))
    .innerJoin(branches, eq(branches.id, branchCategories.branchId))
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .where(
      and(or(eq(offered.id, categories.id), eq(offered.parentId, categories.id)), inScope(scope)),
    );
  const rows = await db
    .select({ id: categories.id, slug: categories.slug, name: categories.name })
    .from(categories)
    .where(and(startsAWord(categories.searchText, patterns), exists(offeredInScope)))
    .orderBy(
      asc(matchRank(categories.searchText, patterns)),
      asc(sql`${categories.parentId} is not null`),
      asc(categories.position),
      asc(categories.id),
    )
    .limit(limit);
  return rows.map((row) => ({
    id: String(row.id),
    slug: row.slug,
    title: row.name[language],
    node: 'category' as const,
  }));
}
