// Reads of one branch for its company page and booking entry. Every lookup is scoped to the
// caller's project country through the branch's city.
import { and, asc, count, desc, eq, gte } from 'drizzle-orm';
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
import type { CountryCode } from '../../db/schema/index.js';
import { localDateOf } from '../../kernel/zonedTime.js';
import type { Language } from '../../i18n/language.js';
import type {
  Branch,
  BranchGeneral,
  BranchMasters,
  BranchReviews,
  BranchServices,
  ReviewsQuery,
} from './branchSchemas.js';
import { bookingMode, breakdownOf, clockOf, photoIn, reviewerName } from './branchText.js';

/** The branch row of an id in the country, or undefined. */
export async function findBranch(db: Database, country: CountryCode, id: number) {
  const [row] = await db
    .select({ branch: branches, city: cities })
    .from(branches)
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .where(and(eq(branches.id, id), eq(cities.countryCode, country)));
  return row;
}
type FoundBranch = NonNullable<Awaited<ReturnType<typeof findBranch>>>;

export const generalOf = ({ branch }: FoundBranch): BranchGeneral => ({
  id: String(branch.id),
  slug: branch.slug,
  title: branch.name,
  interfaceMode: bookingMode(branch.interfaceMode),
  currency: branch.currency,
  timeZone: branch.timeZone,
  cancellationWindowMinutes: branch.cancellationWindowMinutes,
  minNoticeMinutes: branch.minNoticeMinutes,
  bookingHorizonDays: branch.bookingHorizonDays,
});

export async function ratingBreakdown(db: Database, branchId: number) {
  const rows = await db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(eq(reviews.branchId, branchId))
    .groupBy(reviews.rating);
  return breakdownOf(rows);
}

export async function branchPage(
  db: Database,
  found: FoundBranch,
  language: Language,
  now: Date,
): Promise<Branch> {
  const { branch, city } = found;
  const group = alias(categories, 'category_group');
  const today = localDateOf(now, branch.timeZone);
  const [area, organization, hours, closures, offered, breakdown] = await Promise.all([
    branch.areaId === null
      ? Promise.resolve(undefined)
      : db
          .select()
          .from(areas)
          .where(eq(areas.id, branch.areaId))
          .then((rows) => rows[0]),
    db
      .select()
      .from(organizations)
      .where(eq(organizations.id, branch.organizationId))
      .then((rows) => rows[0]),
    db
      .select()
      .from(branchOpeningHours)
      .where(eq(branchOpeningHours.branchId, branch.id))
      .orderBy(asc(branchOpeningHours.weekday), asc(branchOpeningHours.opensAt)),
    db
      .select()
      .from(branchClosures)
      .where(and(eq(branchClosures.branchId, branch.id), gte(branchClosures.endsOn, today)))
      .orderBy(asc(branchClosures.startsOn)),
    db
      .select({ category: categories, group })
      .from(branchCategories)
      .innerJoin(categories, eq(categories.id, branchCategories.categoryId))
      .innerJoin(group, eq(group.id, categories.parentId))
      .where(eq(branchCategories.branchId, branch.id))
      .orderBy(asc(group.position), asc(categories.position), asc(categories.id)),
    ratingBreakdown(db, branch.id),
  ]);
  return {
    id: String(branch.id),
    slug: branch.slug,
    name: branch.name,
    description: branch.description?.[language] ?? null,
    photos: branch.photos.map((photo) => photoIn(photo, language)),
    address: branch.address,
    city: { slug: city.slug, title: city.name[language] },
    area: area ? { slug: area.slug, title: area.name[language] } : null,
    lat: branch.latitude,
    lng: branch.longitude,
    phone: branch.phone,
    email: branch.email,
    website: branch.website,
    instagram: branch.instagram,
    timeZone: branch.timeZone,
    openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      intervals: hours
        .filter((row) => row.weekday === weekday)
        .map((row) => ({ opensAt: clockOf(row.opensAt), closesAt: clockOf(row.closesAt) })),
    })),
    closures: closures.map((row) => ({
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      reason: row.reason?.[language] ?? null,
    })),
    rating: { average: branch.ratingAverage, count: branch.reviewCount },
    ratingBreakdown: breakdown,
    organization: { id: String(branch.organizationId), name: organization?.name ?? '' },
    interfaceMode: bookingMode(branch.interfaceMode),
    currency: branch.currency,
    categories: offered.map((row) => ({
      id: String(row.category.id),
      slug: row.category.slug,
      title: row.category.name[language],
      group: { id: String(row.group.id), slug: row.group.slug, title: row.group.name[language] },
    })),
  };
}

export async function branchServices(
  db: Database,
  branchId: number,
  language: Language,
): Promise<BranchServices> {
  const rows = await db
    .select({ service: services, category: categories })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .where(and(eq(services.branchId, branchId), eq(services.isActive, true)))
    .orderBy(asc(services.position), asc(services.id));
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
      price: service.price,
      priceFrom: service.priceIsFrom,
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
