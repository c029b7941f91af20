// Suggestion lookups. Ranking happens in SQL so that LIMIT keeps the best matches: a match at the
// start of a name ranks first, then at the start of a later word. Only word prefixes match: a
// match inside a word ("man" in "tretman") suggests something the visitor did not type. search_text
// columns hold folded names (text/searchText.ts), so LIKE is case- and accent-insensitive.
import { and, asc, eq, exists, like, or, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connect.js';
import { branchCategories, branches, categories, cities } from '../../db/schema/index.js';
import type { CountryCode } from '../../db/schema/index.js';
import type { Language, LocalizedText } from '../../i18n/language.js';
import { nameSeparator, type SearchPatterns } from '../../text/searchText.js';
import { preparedStatement } from '../../db/preparedStatement.js';

export interface SuggestScope {
  readonly country: CountryCode;
  /** Only the city with this slug (in the country) when set. */
  readonly citySlug?: string;
}

// Written with drizzle's query builder outside a database: only their SQL is used.
const builder = new QueryBuilder();

/** A suggestion statement's values; `value` marks where each goes. */
interface SuggestValues extends Record<string, unknown> {
  country: CountryCode;
  citySlug?: string;
  namePrefix: string;
  wordPrefix: string;
  /** The separator and the term, as strpos finds them (one letter). */
  nameStart: string;
  wordStart: string;
  branchLimit: number;
  categoryLimit: number;
}
type Value = (name: keyof SuggestValues & string) => Placeholder;

const matchRank = (column: AnyPgColumn, value: Value): SQL<number> =>
  sql<number>`case when ${column} like ${value('namePrefix')} then 0 else 1 end`;

const startsAWord = (column: AnyPgColumn, value: Value) =>
  or(like(column, value('namePrefix')), like(column, value('wordPrefix')));

/**
 * The same test for one letter, written so that the trigram index is not used: one letter narrows
 * nothing (every word starting with it matches), and reading the whole index cost twice what
 * reading the city's venues does (at scale: 15.7 against 8.6 ms).
 */
const oneLetterRank = (column: AnyPgColumn, value: Value): SQL<number> =>
  sql<number>`case when strpos(${column}, ${value('nameStart')}) > 0 then 0 else 1 end`;

const oneLetterStartsAWord = (column: AnyPgColumn, value: Value) =>
  sql`(strpos(${column}, ${value('nameStart')}) > 0 or strpos(${column}, ${value('wordStart')}) > 0)`;

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
const suggestStatement = (inCity: boolean, oneLetter: boolean) =>
  preparedStatement<{ found: SuggestRows }, SuggestValues>((value) => {
    const branchRows = branchesMatching(value, inCity, oneLetter).as('b');
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
  oneLetterInCity: suggestStatement(true, true),
  oneLetterInCountry: suggestStatement(false, true),
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
    nameStart: `${nameSeparator}${patterns.folded}`,
    wordStart: ` ${patterns.folded}`,
    branchLimit: limits.branches,
    categoryLimit: limits.categories,
  };
  const oneLetter = [...patterns.folded].length === 1;
  const [row] =
    scope.citySlug === undefined
      ? await statements[oneLetter ? 'oneLetterInCountry' : 'inCountry'].rows(db, values)
      : await statements[oneLetter ? 'oneLetterInCity' : 'inCity'].rows(db, {
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

function branchesMatching(value: Value, inCity: boolean, oneLetter: boolean) {
  const matches = oneLetter ? oneLetterStartsAWord : startsAWord;
  const rank = oneLetter ? oneLetterRank : matchRank;
  return (
    builder
      .select({
        id: branches.id,
        slug: branches.slug,
        name: branches.name,
        address: branches.address,
        cityName: sql`${cities.name}`.as('cityName'),
      })
      .from(branches)
      .innerJoin(cities, eq(cities.id, branches.cityId))
      .where(and(inScope(value, inCity), matches(branches.searchText, value)))
      // Within a rank, the folded name gives an accent-insensitive alphabetical order.
      .orderBy(asc(rank(branches.searchText, value)), asc(branches.searchText), asc(branches.id))
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
    .innerJoin(branches, eq(branches.id, branchCategories.branchId))
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .where(
      and(
        or(eq(offered.id, categories.id), eq(offered.parentId, categories.id)),
        inScope(value, inCity),
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
