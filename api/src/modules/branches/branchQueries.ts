// Reads of one branch for its company page and booking entry. Every lookup is scoped to the
// caller's project country through the branch's city.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connect.js';
import {
  areas,
  branchCategories,
  branchClosures,
  branches,
  branchOpeningHours,
  categories,
  cities,
  customers,
  masters,
  masterServices,
  organizations,
  reviews,
  services,
} from '../../db/schema/index.js';
import type { CountryCode, Photo } from '../../db/schema/index.js';
import { preparedStatement } from '../../db/preparedStatement.js';
import type { Language, LocalizedText } from '../../i18n/language.js';
import type {
  Branch,
  BranchGeneral,
  BranchMasters,
  BranchReviews,
  BranchServices,
  ReviewsQuery,
} from './branchSchemas.js';
import { bookingMode, breakdownOf, clockOf, photoIn, reviewerName } from './branchText.js';
import { menuPrice, teamPrices } from './teamPrices.js';
import { sellsGiftCards } from '../gifts/giftCardQueries.js';
import type { IpsPayee } from '../payments/orderPaymentState.js';

/** The branch row of an id in the country, with what IPS needs of its payee; or undefined. */
export async function findBranch(db: Database, country: CountryCode, id: number) {
  const [row] = await db
    .select({
      branch: branches,
      city: cities,
      payee: {
        ipsAccount: organizations.ipsAccount,
        legalName: organizations.legalName,
        payeeAddress: organizations.payeeAddress,
      },
    })
    .from(branches)
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .innerJoin(organizations, eq(organizations.id, branches.organizationId))
    .where(and(eq(branches.id, id), eq(cities.countryCode, country)));
  return row;
}
type FoundBranch = NonNullable<Awaited<ReturnType<typeof findBranch>>>;

export const generalOf = ({ branch, payee }: FoundBranch): BranchGeneral => ({
  id: String(branch.id),
  slug: branch.slug,
  title: branch.name,
  interfaceMode: bookingMode(branch.interfaceMode),
  currency: branch.currency,
  timeZone: branch.timeZone,
  cancellationWindowMinutes: branch.cancellationWindowMinutes,
  minNoticeMinutes: branch.minNoticeMinutes,
  bookingHorizonDays: branch.bookingHorizonDays,
  sellsGiftCards: sellsGiftCards(payee, branch.currency),
});

export async function ratingBreakdown(db: Database, branchId: number) {
  const rows = await db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(eq(reviews.branchId, branchId))
    .groupBy(reviews.rating);
  return breakdownOf(rows);
}

/** A branch's company page as its one query returns it (JSON, camelCase). */
interface BranchPageRow {
  id: number;
  slug: string;
  name: string;
  description: LocalizedText | null;
  photos: Photo[];
  address: string;
  postalCode: string | null;
  latitude: number;
  longitude: number;
  phone: string;
  email: string | null;
  website: string | null;
  instagram: string | null;
  timeZone: string;
  ratingAverage: number | null;
  reviewCount: number;
  organizationId: number;
  interfaceMode: 'single' | 'group' | 'multi';
  currency: string;
  city: { slug: string; name: LocalizedText };
  area: { slug: string; name: LocalizedText } | null;
  /** Its name, and what IPS needs of it as a payee (sellsGiftCards). */
  organization: ({ name: string } & IpsPayee) | null;
  hours: { weekday: number; opensAt: number; closesAt: number }[];
  closures: { startsOn: string; endsOn: string; reason: LocalizedText | null }[];
  categories: {
    id: number;
    slug: string;
    name: LocalizedText;
    group: { id: number; slug: string; name: LocalizedText };
  }[];
  breakdown: { rating: number; count: number }[];
}

/**
 * The company page of a branch in the country, in one round trip as one prepared statement: the
 * branch, its city, district, organization, opening hours, closures from today, treatments and
 * rating breakdown as one JSON value (each part was a query of its own; on PGlite a query's fixed
 * cost is most of its price). No rows for a branch not in the country.
 */
const branchPageStatement = preparedStatement<
  { page: BranchPageRow },
  { id: number; country: CountryCode; now: string }
>((value) => {
  const b = branches;
  const group = alias(categories, 'category_group');
  return sql`select json_build_object(
        'id', ${b.id}, 'slug', ${b.slug}, 'name', ${b.name}, 'description', ${b.description},
        'photos', ${b.photos}, 'address', ${b.address}, 'postalCode', ${b.postalCode},
        'latitude', ${b.latitude},
        'longitude', ${b.longitude}, 'phone', ${b.phone}, 'email', ${b.email},
        'website', ${b.website}, 'instagram', ${b.instagram}, 'timeZone', ${b.timeZone},
        'ratingAverage', ${b.ratingAverage}, 'reviewCount', ${b.reviewCount},
        'organizationId', ${b.organizationId}, 'interfaceMode', ${b.interfaceMode},
        'currency', ${b.currency},
        'city', json_build_object('slug', ${cities.slug}, 'name', ${cities.name}),
        'area', (select json_build_object('slug', ${areas.slug}, 'name', ${areas.name})
                 from ${areas} where ${areas.id} = ${b.areaId}),
        'organization', (select json_build_object('name', ${organizations.name},
                           'ipsAccount', ${organizations.ipsAccount},
                           'legalName', ${organizations.legalName},
                           'payeeAddress', ${organizations.payeeAddress})
                         from ${organizations} where ${organizations.id} = ${b.organizationId}),
        'hours', coalesce((
          select json_agg(json_build_object('weekday', ${branchOpeningHours.weekday},
                   'opensAt', ${branchOpeningHours.opensAt}, 'closesAt', ${branchOpeningHours.closesAt})
                 order by ${branchOpeningHours.weekday}, ${branchOpeningHours.opensAt})
          from ${branchOpeningHours} where ${branchOpeningHours.branchId} = ${b.id}), '[]'),
        'closures', coalesce((
          select json_agg(json_build_object('startsOn', ${branchClosures.startsOn},
                   'endsOn', ${branchClosures.endsOn}, 'reason', ${branchClosures.reason})
                 order by ${branchClosures.startsOn})
          from ${branchClosures}
          where ${branchClosures.branchId} = ${b.id}
            and ${branchClosures.endsOn} >= (${value('now')}::timestamptz at time zone ${b.timeZone})::date), '[]'),
        'categories', coalesce((
          select json_agg(json_build_object('id', ${categories.id}, 'slug', ${categories.slug},
                   'name', ${categories.name}, 'group', json_build_object('id', ${group.id},
                   'slug', ${group.slug}, 'name', ${group.name}))
                 order by ${group.position}, ${categories.position}, ${categories.id})
          from ${branchCategories}
          join ${categories} on ${categories.id} = ${branchCategories.categoryId}
          join ${categories} as ${sql.identifier('category_group')} on ${group.id} = ${categories.parentId}
          where ${branchCategories.branchId} = ${b.id}), '[]'),
        'breakdown', coalesce((
          select json_agg(json_build_object('rating', rated.rating, 'count', rated.count))
          from (select ${reviews.rating} as rating, count(*) as count from ${reviews}
                where ${reviews.branchId} = ${b.id} group by ${reviews.rating}) rated), '[]')
      ) as page
      from ${b} join ${cities} on ${cities.id} = ${b.cityId}
      where ${b.id} = ${value('id')} and ${cities.countryCode} = ${value('country')}`;
});

/** The company page of a branch in the country; undefined for a branch not in it. */
export async function findBranchPage(
  db: Database,
  country: CountryCode,
  id: number,
  language: Language,
  now: Date,
): Promise<Branch | undefined> {
  const [row] = await branchPageStatement.rows(db, { id, country, now: now.toISOString() });
  if (!row) return undefined;
  const page = row.page;
  return {
    id: String(page.id),
    slug: page.slug,
    name: page.name,
    description: page.description?.[language] ?? null,
    photos: page.photos.map((photo) => photoIn(photo, language)),
    address: page.address,
    postalCode: page.postalCode,
    city: { slug: page.city.slug, title: page.city.name[language] },
    area: page.area ? { slug: page.area.slug, title: page.area.name[language] } : null,
    lat: page.latitude,
    lng: page.longitude,
    phone: page.phone,
    email: page.email,
    website: page.website,
    instagram: page.instagram,
    timeZone: page.timeZone,
    openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      intervals: page.hours
        .filter((hours) => hours.weekday === weekday)
        .map((hours) => ({ opensAt: clockOf(hours.opensAt), closesAt: clockOf(hours.closesAt) })),
    })),
    closures: page.closures.map((closure) => ({
      startsOn: closure.startsOn,
      endsOn: closure.endsOn,
      reason: closure.reason?.[language] ?? null,
    })),
    rating: { average: page.ratingAverage, count: page.reviewCount },
    ratingBreakdown: breakdownOf(page.breakdown),
    organization: { id: String(page.organizationId), name: page.organization?.name ?? '' },
    interfaceMode: bookingMode(page.interfaceMode),
    currency: page.currency,
    sellsGiftCards: !!page.organization && sellsGiftCards(page.organization, page.currency),
    categories: page.categories.map((category) => ({
      id: String(category.id),
      slug: category.slug,
      title: category.name[language],
      group: {
        id: String(category.group.id),
        slug: category.group.slug,
        title: category.group.name[language],
      },
    })),
  };
}

export async function branchServices(
  db: Database,
  branchId: number,
  language: Language,
): Promise<BranchServices> {
  const [rows, team] = await Promise.all([
    db
      .select({ service: services, category: categories })
      .from(services)
      .innerJoin(categories, eq(categories.id, services.categoryId))
      .where(and(eq(services.branchId, branchId), eq(services.isActive, true)))
      .orderBy(asc(services.position), asc(services.id)),
    teamPrices(db, [branchId]),
  ]);
  const groups = new Map<number, BranchServices['groups'][number]>();
  for (const { service, category } of rows) {
    let group = groups.get(category.id);
    if (!group) {
      group = {
        category: { id: String(category.id), slug: category.slug, title: category.name[language] },
        services: [],
      };
      groups.set(category.id, group);
    }
    group.services.push({
      id: String(service.id),
      name: service.name[language],
      description: service.description?.[language] ?? null,
      durationMinutes: service.durationMinutes,
      ...menuPrice(service, team.get(service.id)),
      currency: service.currency,
      position: service.position,
    });
  }
  return { groups: [...groups.values()] };
}

export async function branchMasters(
  db: Database,
  branchId: number,
  language: Language,
): Promise<BranchMasters> {
  const [team, performs] = await Promise.all([
    db
      .select()
      .from(masters)
      .where(and(eq(masters.branchId, branchId), eq(masters.isActive, true)))
      .orderBy(asc(masters.position), asc(masters.id)),
    db
      .select({ masterId: masterServices.masterId, serviceId: masterServices.serviceId })
      .from(masterServices)
      .innerJoin(services, eq(services.id, masterServices.serviceId))
      .where(and(eq(masterServices.branchId, branchId), eq(services.isActive, true)))
      .orderBy(asc(services.position), asc(services.id)),
  ]);
  return {
    masters: team.map((master) => ({
      id: String(master.id),
      name: master.name,
      title: master.title[language],
      photo: master.photo ? photoIn(master.photo, language) : null,
      rating: { average: master.ratingAverage, count: master.reviewCount },
      serviceIds: performs
        .filter((row) => row.masterId === master.id)
        .map((row) => String(row.serviceId)),
    })),
  };
}

const reviewOrder = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
} as const;

export async function branchReviews(
  db: Database,
  { branch }: FoundBranch,
  query: ReviewsQuery,
): Promise<BranchReviews> {
  const [rows, breakdown] = await Promise.all([
    db
      .select({
        review: reviews,
        firstName: customers.firstName,
        lastName: customers.lastName,
        masterName: masters.name,
      })
      .from(reviews)
      .innerJoin(customers, eq(customers.id, reviews.customerId))
      .leftJoin(masters, eq(masters.id, reviews.masterId))
      .where(eq(reviews.branchId, branch.id))
      .orderBy(...reviewOrder[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ratingBreakdown(db, branch.id),
  ]);
  const total = Object.values(breakdown).reduce((sum, n) => sum + n, 0);
  return {
    items: rows.map(({ review, firstName, lastName, masterName }) => ({
      id: String(review.id),
      rating: review.rating,
      text: review.text,
      language: review.language,
      author: reviewerName(firstName, lastName),
      masterName,
      createdAt: review.createdAt.toISOString(),
      reply:
        review.replyText !== null && review.repliedAt !== null
          ? { text: review.replyText, repliedAt: review.repliedAt.toISOString() }
          : null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    rating: { average: branch.ratingAverage, count: branch.reviewCount },
    ratingBreakdown: breakdown,
  };
}
