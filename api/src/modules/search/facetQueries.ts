// The facets of a search: counts of venues per treatment, city and district, computed in SQL
// with the same country, city, area and category rules as the search itself.
import { and, asc, countDistinct, eq, exists, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connect.js';
import { areas, branchCategories, branches, categories, cities } from '../../db/schema/index.js';
import type { CountryCode } from '../../db/schema/index.js';
import type { Language } from '../../i18n/language.js';
import { haversineKm } from './haversine.js';
import type { SearchFacets } from './facetSchemas.js';

type Category = typeof categories.$inferSelect;
type City = typeof cities.$inferSelect;
type Area = typeof areas.$inferSelect;
type Treatment = SearchFacets['categories'][number];

export interface FacetFilter {
  readonly country: CountryCode;
  readonly category?: Category;
  /** The category and, for a group, its treatments. */
  readonly categoryIds?: readonly number[];
  readonly city?: City;
  readonly area?: Area;
}

/** Branches of the current row that offer one of the asked treatments. */
const offers = (db: Database, ids: readonly number[] | undefined) =>
  ids
    ? exists(
        db
          .select({ one: sql`1` })
          .from(branchCategories)
          .where(
            and(
              eq(branchCategories.branchId, branches.id),
              inArray(branchCategories.categoryId, [...ids]),
            ),
          ),
      )
    : undefined;

/** Venues per group and treatment (a group counts the venues of any of its treatments). */
async function treatmentCounts(db: Database, filter: FacetFilter): Promise<Map<number, number>> {
  const member = alias(categories, 'member_category');
  const rows = await db
    .select({ id: categories.id, venues: countDistinct(branchCategories.branchId) })
    .from(categories)
    .innerJoin(member, or(eq(member.id, categories.id), eq(member.parentId, categories.id)))
    .innerJoin(branchCategories, eq(branchCategories.categoryId, member.id))
    .innerJoin(branches, eq(branches.id, branchCategories.branchId))
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .where(
      and(
        eq(cities.countryCode, filter.country),
        filter.city ? eq(branches.cityId, filter.city.id) : undefined,
        filter.area ? eq(branches.areaId, filter.area.id) : undefined,
      ),
    )
    .groupBy(categories.id);
  return new Map(rows.map((row) => [row.id, Number(row.venues)]));
}

function treatmentOf(category: Category, all: Category[], venues: number, language: Language) {
  const parent = all.find((c) => c.id === category.parentId);
  return {
    slug: category.slug,
    title: category.name[language],
    parent: parent?.slug ?? null,
    venueCount: venues,
  };
}

export async function searchFacets(
  db: Database,
  filter: FacetFilter,
  language: Language,
): Promise<SearchFacets> {
  const [all, counts, cityRows, areaRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    treatmentCounts(db, filter),
    db
      .select({ city: cities, venues: countDistinct(branches.id) })
      .from(cities)
      .innerJoin(branches, eq(branches.cityId, cities.id))
      .where(and(eq(cities.countryCode, filter.country), offers(db, filter.categoryIds)))
      .groupBy(cities.id),
    filter.city
      ? db
          .select({ area: areas, venues: countDistinct(branches.id) })
          .from(areas)
          .innerJoin(branches, eq(branches.areaId, areas.id))
          .where(and(eq(areas.cityId, filter.city.id), offers(db, filter.categoryIds)))
          .groupBy(areas.id)
      : Promise.resolve([]),
  ]);

  const count = (id: number) => counts.get(id) ?? 0;
  const categoriesShown: Treatment[] = [];
  for (const group of all.filter((c) => c.parentId === null)) {
    if (count(group.id) === 0) continue;
    categoriesShown.push(treatmentOf(group, all, count(group.id), language));
    for (const treatment of all.filter((c) => c.parentId === group.id && count(c.id) > 0))
      categoriesShown.push(treatmentOf(treatment, all, count(treatment.id), language));
  }

  const cityFacet = (city: City, venues: number) => ({
    value: city.slug,
    title: city.name[language],
    lat: city.latitude,
    lng: city.longitude,
    timeZone: city.timeZone,
    venueCount: venues,
  });
  const from = filter.city && { lat: filter.city.latitude, lng: filter.city.longitude };
  const citiesShown = cityRows
    .map((row) => ({ row, venues: Number(row.venues) }))
    .sort((a, b) =>
      from
        ? haversineKm(from, { lat: a.row.city.latitude, lng: a.row.city.longitude }) -
          haversineKm(from, { lat: b.row.city.latitude, lng: b.row.city.longitude })
        : b.venues - a.venues || b.row.city.population - a.row.city.population,
    )
    .map(({ row, venues }) => cityFacet(row.city, venues));

  const areasShown = areaRows
    .map((row) => ({
      slug: row.area.slug,
      title: row.area.name[language],
      venueCount: Number(row.venues),
    }))
    .sort((a, b) => b.venueCount - a.venueCount || a.title.localeCompare(b.title, language));

  const asked = filter.category;
  const parent = asked && all.find((c) => c.id === asked.parentId);
  const area = filter.area;
  return {
    category: asked ? treatmentOf(asked, all, count(asked.id), language) : null,
    parentCategory: parent ? treatmentOf(parent, all, count(parent.id), language) : null,
    city: filter.city
      ? cityFacet(
          filter.city,
          Number(cityRows.find((row) => row.city.id === filter.city?.id)?.venues ?? 0),
        )
      : null,
    area: area
      ? {
          slug: area.slug,
          title: area.name[language],
          venueCount: areasShown.find((shown) => shown.slug === area.slug)?.venueCount ?? 0,
        }
      : null,
    categories: categoriesShown,
    cities: citiesShown,
    areas: areasShown,
  };
}
