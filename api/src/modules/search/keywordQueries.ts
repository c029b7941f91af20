// The search's keyword: which venues hold it (as typed, or as one of its other readings) and in
// what order they come. search_text columns hold folded names (text/searchText.ts).
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias, union, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connect.js';
import { branchCategories, branches, categories, services } from '../../db/schema/index.js';
import type { SearchPatterns } from '../../text/searchText.js';

export interface SearchKeyword {
  readonly text: string;
  readonly patterns: SearchPatterns;
  /** Other readings of the text (typos read as the names they resemble), found after it. */
  readonly readings: readonly SearchPatterns[];
}

const likeAny = (column: AnyPgColumn, patterns: readonly string[]) =>
  or(...patterns.map((pattern) => like(column, pattern)));

/**
 * The branch's name, an active service's or a treatment's (or its group's) holds a pattern: one
 * set of branch ids, each part found through its trigram index, that the query joins to. At scale
 * (10,000 venues) a search matching nothing took 80 ms as a filter of every venue (its name, then
 * EXISTS per venue, which the planner also costs past the start of PostgreSQL's JIT compiler,
 * itself 200 ms); as this set, 0.2 ms, and 'salon' 10 ms instead of 46.
 */
export function keywordMatches(db: Database, patterns: readonly string[]): SQL {
  const named = alias(branches, 'named_branch');
  const parent = alias(categories, 'parent_category');
  return inArray(
    branches.id,
    union(
      db.select({ id: named.id }).from(named).where(likeAny(named.searchText, patterns)),
      db
        .select({ id: services.branchId })
        .from(services)
        .where(and(eq(services.isActive, true), likeAny(services.searchText, patterns))),
      db
        .select({ id: branchCategories.branchId })
        .from(branchCategories)
        .innerJoin(categories, eq(categories.id, branchCategories.categoryId))
        .leftJoin(parent, eq(parent.id, categories.parentId))
        .where(or(likeAny(categories.searchText, patterns), likeAny(parent.searchText, patterns))),
    ),
  );
}

/** The keyword as typed, then its other readings: LIKE patterns matching anywhere in a name. */
export const keywordPatterns = (keyword: SearchKeyword) => [
  keyword.patterns.anywhere,
  ...keyword.readings.map((reading) => reading.anywhere),
];

/**
 * How a branch matches the keyword, best first: its name starts with it, has a word starting with
 * it, holds it; a service or treatment holds it; and only with other readings, its name holds
 * one of them (the likeliest first), or another name does.
 */
export function keywordRank(db: Database, keyword: SearchKeyword): SQL {
  const { namePrefix, wordPrefix, anywhere } = keyword.patterns;
  const readings = keyword.readings.map((reading) => reading.anywhere);
  // Names holding the likeliest reading before those holding the next.
  const byReadings =
    readings.length === 0
      ? sql`else 3`
      : sql`when ${keywordMatches(db, [anywhere])} then 3 ${sql.join(
          readings.map(
            (reading, i) =>
              sql`when ${branches.searchText} like ${reading} then ${sql.raw(`${4 + i}`)}`,
          ),
          sql` `,
        )} else ${sql.raw(`${4 + readings.length}`)}`;
  return sql`case when ${branches.searchText} like ${namePrefix} then 0 when ${branches.searchText} like ${wordPrefix} then 1 when ${branches.searchText} like ${anywhere} then 2 ${byReadings} end`;
}
