// The venue search. Filtering, counting, sorting and paging happen in SQL; only the few services
// shown per result on the page are picked in code.
import { and, asc, count, eq, exists, gte, inArray, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import {
  areas,
  branchCategories,
  branchClosures,
  branches,
  branchOpeningHours,
  categories,
  cities,
  services,
} from '../../db/schema/index.js';
import type { CountryCode } from '../../db/schema/index.js';
import { isoWeekday } from '@termin/zoned-time';
import type { Language } from '../../i18n/language.js';
import {
  keywordMatches,
  keywordPatterns,
  keywordRank,
  type SearchKeyword,
} from './keywordQueries.js';
import type { LatLng } from './haversine.js';
import { haversineSql, roundKm } from './haversine.js';
import type { SearchResults } from './searchSchemas.js';
import { servicesPerResult } from './searchSchemas.js';
import { menuPrice, teamPrices } from '../branches/teamPrices.js';

export interface SearchFilter {
  readonly country: CountryCode;
  /** The treatments asked for (a group expands to its treatments). */
  readonly categoryIds?: readonly number[];
  readonly keyword?: SearchKeyword;
  readonly cityId?: number;
  readonly areaId?: number;
  readonly priceMin?: number;
  readonly priceMax?: number;
  readonly ratingMin?: number;
  /** YYYY-MM-DD, a local day. */
  readonly date?: string;
  /**
   * The current instant, with `date`: when `date` is a venue's today, only opening hours that have
   * not ended yet count (a venue that closed at 20:00 is not "available today" at 21:00).
   */
  readonly now?: Date;
  readonly from?: LatLng;
  readonly radiusKm?: number;
}

export interface SearchPage {
  readonly sort: 'relevance' | 'rating' | 'price' | 'distance';
  readonly page: number;
  readonly pageSize: number;
}

/** The category with that slug: itself and, for a group, its treatments; undefined if unknown. */
export async function categoryIdsOf(db: Database, slug: string) {
  const [category] = await db.select().from(categories).where(eq(categories.slug, slug));
  if (!category) return undefined;
  const children = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.parentId, category.id));
  return [category.id, ...children.map((child) => child.id)];
}

export async function findAreaId(db: Database, cityId: number, slug: string) {
  const [area] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.cityId, cityId), eq(areas.slug, slug)));
  return area?.id;
}

/** Active services of the branch in the current row that the category and price filters allow. */
const relevantServices = (filter: SearchFilter) =>
  and(
    eq(services.branchId, branches.id),
    eq(services.isActive, true),
    filter.categoryIds ? inArray(services.categoryId, [...filter.categoryIds]) : undefined,
    filter.priceMin === undefined ? undefined : gte(services.price, filter.priceMin),
    filter.priceMax === undefined ? undefined : lte(services.price, filter.priceMax),
  );

/** Opening hours of `date` that are still ahead at `now` in the venue's city (any, on another day). */
function notEndedYet(date: string, now: Date): SQL {
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${cities.timeZone})`;
  return sql`(${date}::date <> ${local}::date or ${branchOpeningHours.closesAt} >
    extract(hour from ${local}) * 60 + extract(minute from ${local}))`;
}

function conditions(db: Database, filter: SearchFilter): SQL | undefined {
  return and(
    eq(cities.countryCode, filter.country),
    filter.cityId === undefined ? undefined : eq(branches.cityId, filter.cityId),
    filter.areaId === undefined ? undefined : eq(branches.areaId, filter.areaId),
    filter.categoryIds
      ? exists(
          db
            .select({ one: sql`1` })
            .from(branchCategories)
            .where(
              and(
                eq(branchCategories.branchId, branches.id),
                inArray(branchCategories.categoryId, [...filter.categoryIds]),
              ),
            ),
        )
      : undefined,
    filter.priceMin !== undefined || filter.priceMax !== undefined
      ? exists(
          db
            .select({ one: sql`1` })
            .from(services)
            .where(relevantServices(filter)),
        )
      : undefined,
    filter.keyword ? keywordMatches(db, keywordPatterns(filter.keyword)) : undefined,
    filter.ratingMin === undefined ? undefined : gte(branches.ratingAverage, filter.ratingMin),
    filter.date === undefined
      ? undefined
      : and(
          exists(
            db
              .select({ one: sql`1` })
              .from(branchOpeningHours)
              .where(
                and(
                  eq(branchOpeningHours.branchId, branches.id),
                  eq(branchOpeningHours.weekday, isoWeekday(filter.date)),
                  filter.now === undefined ? undefined : notEndedYet(filter.date, filter.now),
                ),
              ),
          ),
          sql`not ${exists(
            db
              .select({ one: sql`1` })
              .from(branchClosures)
              .where(
                and(
                  eq(branchClosures.branchId, branches.id),
                  lte(branchClosures.startsOn, filter.date),
                  gte(branchClosures.endsOn, filter.date),
                ),
              ),
          )}`,
        ),
    filter.from && filter.radiusKm !== undefined
      ? lte(haversineSql(filter.from, branches.latitude, branches.longitude), filter.radiusKm)
      : undefined,
  );
}

export async function searchBranches(
  db: Database,
  filter: SearchFilter,
  paging: SearchPage,
  language: Language,
): Promise<SearchResults> {
  const where = conditions(db, filter);
  const minPrice = sql<
    number | null
  >`(select min(${services.price}) from ${services} where ${relevantServices(filter)})`;
  const distance = filter.from
    ? haversineSql(filter.from, branches.latitude, branches.longitude)
    : sql<null>`null::double precision`;
  const nameRank = filter.keyword ? keywordRank(db, filter.keyword) : undefined;
  const byRating = [
    sql`${branches.ratingAverage} desc nulls last`,
    sql`${branches.reviewCount} desc`,
  ];
  const order: Record<SearchPage['sort'], SQL[]> = {
    relevance: [
      ...(nameRank ? [asc(nameRank)] : []),
      sql`${branches.isFeatured} desc`,
      ...byRating,
    ],
    rating: byRating,
    price: [sql`${minPrice} asc nulls last`, ...byRating],
    distance: [asc(distance)],
  };

  const [rows, [counted]] = await Promise.all([
    db
      .select({
        branch: branches,
        city: cities,
        area: areas,
        minPrice,
        distance,
      })
      .from(branches)
      .innerJoin(cities, eq(cities.id, branches.cityId))
      .leftJoin(areas, eq(areas.id, branches.areaId))
      .where(where)
      .orderBy(...order[paging.sort], asc(branches.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db
      .select({ total: count() })
      .from(branches)
      .innerJoin(cities, eq(cities.id, branches.cityId))
      .where(where),
  ]);

  const shownIds = rows.map((row) => row.branch.id);
  const [shown, team] = await Promise.all([
    servicesShown(db, filter, shownIds),
    teamPrices(db, shownIds),
  ]);
  return {
    items: rows.map(({ branch, city, area, minPrice: lowest, distance: km }) => {
      const cover = branch.photos[0];
      return {
        id: String(branch.id),
        slug: branch.slug,
        name: branch.name,
        photo: cover
          ? { url: cover.url, alt: cover.alt[language], width: cover.width, height: cover.height }
          : null,
        rating: { average: branch.ratingAverage, count: branch.reviewCount },
        address: branch.address,
        city: { slug: city.slug, title: city.name[language] },
        area: area ? { slug: area.slug, title: area.name[language] } : null,
        location: { lat: branch.latitude, lng: branch.longitude },
        distanceKm: km === null ? null : roundKm(Number(km)),
        services: (shown.get(branch.id) ?? []).map((service) => ({
          id: String(service.id),
          name: service.name[language],
          ...menuPrice(service, team.get(service.id)),
          currency: service.currency,
          durationMinutes: service.durationMinutes,
        })),
        minPrice: lowest === null ? null : Number(lowest),
        currency: branch.currency,
      };
    }),
    total: counted?.total ?? 0,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

/** Up to 3 services per branch: those matching the keyword (or a reading) first, then in menu order. */
async function servicesShown(db: Database, filter: SearchFilter, branchIds: number[]) {
  const shown = new Map<number, (typeof services.$inferSelect)[]>();
  if (branchIds.length === 0) return shown;
  const rows = await db
    .select()
    .from(services)
    .innerJoin(branches, eq(branches.id, services.branchId))
    .where(and(inArray(services.branchId, branchIds), relevantServices(filter)))
    .orderBy(asc(services.position), asc(services.id));
  const folded = filter.keyword
    ? [filter.keyword.patterns, ...filter.keyword.readings].map((patterns) => patterns.folded)
    : [];
  const matches = (text: string) => folded.some((reading) => text.includes(reading));
  for (const { services: service } of rows) {
    const list = shown.get(service.branchId) ?? [];
    list.push(service);
    shown.set(service.branchId, list);
  }
  for (const [id, list] of shown) {
    const ordered = [
      ...list.filter((s) => matches(s.searchText)),
      ...list.filter((s) => !matches(s.searchText)),
    ];
    shown.set(id, ordered.slice(0, servicesPerResult));
  }
  return shown;
}
