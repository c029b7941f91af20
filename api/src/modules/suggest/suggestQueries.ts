// Suggestion lookups. Ranking happens in SQL so that LIMIT keeps the best matches: a match at the
// start of a name ranks first, then at the start of a later word. Only word prefixes match: a
// match inside a word ("man" in "tretman") suggests something the visitor did not type. search_text
// columns hold folded names (text/searchText.ts), so matching is case- and accent-insensitive.
// Venues are looked up in branch_name_prefixes (typed text up to namePrefixLength characters):
// an index in suggestion order, so a lookup reads only what it shows however many venues match;
// longer text, which few names share, is matched with LIKE through the trigram index.
import { and, asc, eq, exists, like, or, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connect.js';
import {
  branchCategories,
  branches,
  branchNamePrefixes,
  categories,
  cities,
  namePrefixLength,
} from '../../db/schema/index.js';
import type { CountryCode } from '../../db/schema/index.js';
import type { Language, LocalizedText } from '../../i18n/language.js';
import type { SearchPatterns } from '../../text/searchText.js';
import { preparedStatement } from '../../db/preparedStatement.js';

export interface SuggestScope {
  readonly country: CountryCode;
  /** Only the city with this slug (in the country) when set. */
  readonly citySlug?: string;
}

// Written with drizzle's query builder outside a database: only their SQL is used.
const builder = new QueryBuilder();

/** What a venue suggestion shows. */
const venueColumns = {
  id: branches.id,
  slug: branches.slug,
  name: branches.name,
  address: branches.address,
  cityName: sql`${cities.name}`.as('cityName'),
};

/** A suggestion statement's values; `value` marks where each goes. */
interface SuggestValues extends Record<string, unknown> {
  country: CountryCode;
  citySlug?: string;
  namePrefix: string;
  wordPrefix: string;
  /** The folded term: a branch_name_prefixes key. */
  prefix: string;
  branchLimit: number;
  categoryLimit: number;
}
type Value = (name: keyof SuggestValues & string) => Placeholder;

const matchRank = (column: AnyPgColumn, value: Value): SQL<number> =>
  sql<number>`case when ${column} like ${value('namePrefix')} then 0 else 1 end`;

const startsAWord = (column: AnyPgColumn, value: Value) =>
  or(like(column, value('namePrefix')), like(column, value('wordPrefix')));

/** The id of the scope's city, as a subquery (null when the country has no such city). */
const scopeCityId = (value: Value) =>
  sql`(select ${cities.id} from ${cities} where ${cities.countryCode} = ${value('country')} and ${cities.slug} = ${value('citySlug')})`;

const inScope = (value: Value, inCity: boolean) =>
  and(
    eq(cities.countryCode, value('country')),
    inCity ? eq(branches.cityId, scopeCityId(value)) : undefined,
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
 * Venues and treatments for typed text in one round trip (on PGlite a query's fixed cost is most
 * of its price): whether the scope's city exists, and both ranked lists as JSON. One prepared
 * statement for a city's scope, one for the whole country's.
 */
const suggestStatement = (inCity: boolean, longText: boolean) =>
  preparedStatement<{ found: SuggestRows }, SuggestValues>((value) => {
    const branchRows = (
      longText ? branchesMatching(value, inCity) : branchesByPrefix(value, inCity)
    ).as('b');
    const categoryRows = categoriesMatching(value, inCity).as('c');
    return sql`select json_build_object(
      'cityFound', ${inCity ? sql`${scopeCityId(value)} is not null` : sql`true`},
      'branches', (select coalesce(json_agg(b), '[]') from ${branchRows}),
      'categories', (select coalesce(json_agg(c), '[]') from ${categoryRows})
    ) as found`;
  });
const statements = {
  inCity: suggestStatement(true, false),
  inCountry: suggestStatement(false, false),
  longTextInCity: suggestStatement(true, true),
  longTextInCountry: suggestStatement(false, true),
};

export async function suggest(
  db: Database,
  scope: SuggestScope,
  patterns: SearchPatterns,
  language: Language,
  limits: { branches: number; categories: number },
) {
  const values: SuggestValues = {
    country: scope.country,
    namePrefix: patterns.namePrefix,
    wordPrefix: patterns.wordPrefix,
    prefix: patterns.folded,
    branchLimit: limits.branches,
    categoryLimit: limits.categories,
  };
  // Characters as the database counts them (branch_name_prefixes_of).
  const longText = [...patterns.folded].length > namePrefixLength;
  const [row] =
    scope.citySlug === undefined
      ? await statements[longText ? 'longTextInCountry' : 'inCountry'].rows(db, values)
      : await statements[longText ? 'longTextInCity' : 'inCity'].rows(db, {
          ...values,
          citySlug: scope.citySlug,
        });
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

/** Venues whose names have a word starting with the text, read in order from the prefix index. */
function branchesByPrefix(value: Value, inCity: boolean) {
  return builder
    .select(venueColumns)
    .from(branchNamePrefixes)
    .innerJoin(branches, eq(branches.id, branchNamePrefixes.branchId))
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .where(
      and(
        inCity
          ? eq(branchNamePrefixes.cityId, scopeCityId(value))
          : eq(branchNamePrefixes.countryCode, value('country')),
        eq(branchNamePrefixes.prefix, value('prefix')),
      ),
    )
    .orderBy(
      asc(branchNamePrefixes.rank),
      asc(branchNamePrefixes.searchText),
      asc(branchNamePrefixes.branchId),
    )
    .limit(value('branchLimit'));
}

/** The same for text longer than the prefixes kept: LIKE on the names (trigram index). */
function branchesMatching(value: Value, inCity: boolean) {
  return (
    builder
      .select(venueColumns)
      .from(branches)
      .innerJoin(cities, eq(cities.id, branches.cityId))
      .where(and(inScope(value, inCity), startsAWord(branches.searchText, value)))
      // Within a rank, the folded name gives an accent-insensitive alphabetical order.
      .orderBy(
        asc(matchRank(branches.searchText, value)),
        asc(branches.searchText),
        asc(branches.id),
      )
      .limit(value('branchLimit'))
  );
}

/**
 * Treatment groups and treatments whose name matches in any language and that some branch in
 * scope offers (a group counts as offered when one of its treatments is), so a suggestion never
 * leads to an empty search. Groups come before treatments of the same rank.
 */
function categoriesMatching(value: Value, inCity: boolean) {
  const offered = alias(categories, 'offered');
  const offeredInScope = builder
    .select({ one: sql`1` })
    .from(branchCategories)
    .innerJoin(offered, eq(offered.id, branchCategories.categoryId))
    .innerJoin(cities, eq(cities.id, branchCategories.cityId))
    .where(
      and(
        or(eq(offered.id, categories.id), eq(offered.parentId, categories.id)),
        // Each row holds its branch's city: an index probe per treatment, not a join of venues.
        eq(cities.countryCode, value('country')),
        inCity ? eq(branchCategories.cityId, scopeCityId(value)) : undefined,
      ),
    );
  return builder
    .select({ id: categories.id, slug: categories.slug, name: categories.name })
    .from(categories)
    .where(and(startsAWord(categories.searchText, value), exists(offeredInScope)))
    .orderBy(
      asc(matchRank(categories.searchText, value)),
      asc(sql`${categories.parentId} is not null`),
      asc(categories.position),
      asc(categories.id),
    )
    .limit(value('categoryLimit'));
}
