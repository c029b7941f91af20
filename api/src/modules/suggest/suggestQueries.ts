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
import type { Language, LocalizedText } from '../../i18n/language.js';
import type { SearchPatterns } from '../../text/searchText.js';
import { preparedRows } from '../../db/preparedRows.js';

export interface SuggestScope {
  readonly country: CountryCode;
  /** Only the city with this slug (in the country) when set. */
  readonly citySlug?: string;
}

const matchRank = (column: AnyPgColumn, patterns: SearchPatterns): SQL<number> =>
  sql<number>`case when ${column} like ${patterns.namePrefix} then 0 else 1 end`;

const startsAWord = (column: AnyPgColumn, patterns: SearchPatterns) =>
  or(like(column, patterns.namePrefix), like(column, patterns.wordPrefix));

/** The id of the scope's city, as a subquery (null when the country has no such city). */
const scopeCityId = (scope: SuggestScope & { citySlug: string }) =>
  sql`(select ${cities.id} from ${cities} where ${cities.countryCode} = ${scope.country} and ${cities.slug} = ${scope.citySlug})`;

const inScope = (scope: SuggestScope) =>
  and(
    eq(cities.countryCode, scope.country),
    scope.citySlug === undefined
      ? undefined
      : eq(branches.cityId, scopeCityId({ ...scope, citySlug: scope.citySlug })),
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

interface SuggestRows {
  cityFound: boolean;
  branches: { id: number; slug: string; name: string; address: string; cityName: LocalizedText }[];
  categories: { id: number; slug: string; name: LocalizedText }[];
}

/**
 * Venues and treatments for typed text in one round trip, as a prepared statement (on PGlite a
 * query's fixed cost is most of its price): whether the scope's city exists, and both ranked
 * lists as JSON.
 */
export async function suggest(
  db: Database,
  scope: SuggestScope,
  patterns: SearchPatterns,
  language: Language,
  limits: { branches: number; categories: number },
) {
  const branchRows = branchesMatching(db, scope, patterns, limits.branches).as('b');
  const categoryRows = categoriesMatching(db, scope, patterns, limits.categories).as('c');
  const [row] = await preparedRows<{ found: SuggestRows }>(
    db,
    sql`select json_build_object(
      'cityFound', ${scope.citySlug === undefined ? sql`true` : sql`${scopeCityId({ ...scope, citySlug: scope.citySlug })} is not null`},
      'branches', (select coalesce(json_agg(b), '[]') from ${branchRows}),
      'categories', (select coalesce(json_agg(c), '[]') from ${categoryRows})
    ) as found`,
  );
  const { cityFound, branches: venues, categories: treatments } = row!.found;
  return {
    cityFound,
    branches: venues.map((venue) => ({
      id: String(venue.id),
      slug: venue.slug,
      title: venue.name,
      mapAddress: { title: `${venue.address}, ${venue.cityName[language]}` },
    })),
    categories: treatments.map((treatment) => ({
      id: String(treatment.id),
      slug: treatment.slug,
      title: treatment.name[language],
      node: 'category' as const,
    })),
  };
}

function branchesMatching(
  db: Database,
  scope: SuggestScope,
  patterns: SearchPatterns,
  limit: number,
) {
  return (
    db
      .select({
        id: branches.id,
        slug: branches.slug,
        name: branches.name,
        address: branches.address,
        cityName: sql`${cities.name}`.as('cityName'),
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
      .limit(limit)
  );
}

/**
 * Treatment groups and treatments whose name matches in any language and that some branch in
 * scope offers (a group counts as offered when one of its treatments is), so a suggestion never
 * leads to an empty search. Groups come before treatments of the same rank.
 */
function categoriesMatching(
  db: Database,
  scope: SuggestScope,
  patterns: SearchPatterns,
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
  return db
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
}
