import { asc, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';
import type { Connection } from '../connect.js';
import { migrateDatabase } from '../migrate.js';
import { verifyPassword } from '../passwordHash.js';
import * as schema from '../schema/index.js';
import { branches, cities, customers, dialCodes, orders } from '../schema/index.js';
import { demoEmail, demoPassword } from './customers.js';
import { seedDemoDataIfEmpty } from './seedDemoData.js';
import { buildSeedPlan } from './seedPlan.js';

const now = new Date();
const plan = buildSeedPlan(now);
const sum = <T>(items: readonly T[], of: (item: T) => number) =>
  items.reduce((total, item) => total + of(item), 0);
const everyMaster = plan.branches.flatMap((b) => b.masters);

/** Rows each table should hold after seeding, from the plan. */
const expectedCounts: Record<string, number> = {
  countries: 4,
  cities: sum(plan.countries, (c) => c.cities.length),
  areas: sum(plan.areas, (a) => a.areas.length),
  categories: sum(plan.categoryGroups, (g) => 1 + g.treatments.length),
  dialCodes: plan.dialCodes.length,
  organizations: plan.organizations.length,
  branches: plan.branches.length,
  branchCategories: sum(plan.branches, (b) => b.treatments.length),
  branchOpeningHours: sum(plan.branches, (b) => b.openingHours.length),
  branchClosures: sum(plan.branches, (b) => b.closures.length),
  services: sum(plan.branches, (b) => b.services.length),
  masters: everyMaster.length,
  masterServices: sum(everyMaster, (m) => m.services.length),
  masterWorkingHours: sum(everyMaster, (m) => m.workingHours.length),
  masterBreaks: sum(everyMaster, (m) => m.breaks.length),
  masterDaysOff: sum(everyMaster, (m) => m.daysOff.length),
  customers: plan.customers.length,
  customerFavorites: plan.favorites.length,
  authClients: plan.authClients.length,
  orders: plan.orders.length,
  orderItems: sum(plan.orders, (o) => o.items.length),
  groupEvents: plan.groupEvents.length,
  eventBookings: plan.eventBookings.length,
  reviews: plan.reviews.length,
  giftCards: plan.giftCards.length,
  giftCardRedemptions: plan.giftCardRedemptions.length,
  blogPosts: plan.content.blogPosts.length,
  helpTopics: plan.content.helpTopics.length,
  helpArticles: sum(plan.content.helpTopics, (t) => t.articles.length),
  forBusinessPages: plan.content.forBusinessPages.length,
  pricingPlans: plan.content.pricingPlans.length,
  legalPages: plan.content.legalPages.length,
  promoPages: plan.content.promoPages.length,
  routeRules: plan.content.routeRules.length,
};

describe.each(testDatabases())('demo seed on $name', (database) => {
  let connection: Connection;
  let firstRun: string;
  beforeAll(async () => {
    connection = await database.open();
    await migrateDatabase(connection);
    firstRun = await seedDemoDataIfEmpty(connection.db, now);
  }, databaseSetupTimeoutMs);
  afterAll(() => connection?.close());

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await connection.db.execute(query)).rows as T[];
  const countRows = async () => {
    const counts: Record<string, number> = {};
    for (const table of Object.keys(expectedCounts)) {
      const source = (schema as unknown as Record<string, PgTable>)[table]!;
      const [row] = await connection.db.select({ n: count() }).from(source);
      counts[table] = row!.n;
    }
    return counts;
  };

  it('writes every planned row', async () => {
    expect(firstRun).toBe('seeded');
    expect(await countRows()).toEqual(expectedCounts);
    expect(expectedCounts['reviews']).toBeGreaterThan(500);
    expect(expectedCounts['helpTopics']).toBe(5);
    expect(expectedCounts['blogPosts']).toBeGreaterThanOrEqual(12);
  });

  it('does nothing on a database that already has data', async () => {
    const before = await countRows();
    expect(await seedDemoDataIfEmpty(connection.db)).toBe('already-present');
    expect(await countRows()).toEqual(before);
  });

  it('gives the same ids and data on every fresh start', async () => {
    const branchRows = await connection.db
      .select({ id: branches.id, slug: branches.slug, name: branches.name, phone: branches.phone })
      .from(branches)
      .orderBy(asc(branches.id));
    expect(branchRows.map((row) => [row.name, row.phone])).toEqual(
      plan.branches.map((branch) => [branch.name, branch.phone]),
    );
    expect(branchRows.map((row) => row.id)).toEqual(plan.branches.map((_, index) => index + 1));
    expect(branchRows[0]?.slug).toBe('salon-lotus-vracar-1');
    for (const row of branchRows) expect(row.slug.endsWith(`-${row.id}`)).toBe(true);
    const orderRows = await connection.db
      .select({ id: orders.id, guid: orders.guid })
      .from(orders)
      .orderBy(asc(orders.id));
    expect(orderRows.map((row) => row.guid)).toEqual(plan.orders.map((order) => order.guid));
    expect(orderRows[0]?.id).toBe(1);
  });

  it('has at least 60 branches in the listed cities, in all three modes, each offering several treatments', async () => {
    const perCity = await connection.db
      .select({ city: cities.slug, n: count() })
      .from(branches)
      .innerJoin(cities, eq(cities.id, branches.cityId))
      .groupBy(cities.slug);
    const listed = [
      'beograd',
      'novi-sad',
      'nis',
      'podgorica',
      'budva',
      'sarajevo',
      'banja-luka',
      'moskva',
      'sankt-peterburg',
      'yekaterinburg',
    ];
    expect(perCity.map((row) => row.city).sort()).toEqual([...listed].sort());
    expect(perCity.reduce((total, row) => total + row.n, 0)).toBeGreaterThanOrEqual(60);
    const modes = await connection.db
      .selectDistinct({ mode: branches.interfaceMode })
      .from(branches);
    expect(modes.map((row) => row.mode).sort()).toEqual(['group', 'multi', 'single']);
    const [fewest] = await rows<{ n: number }>(
      sql`select min(n)::int as n from (select count(*) as n from branch_categories group by branch_id) per_branch`,
    );
    expect(fewest?.n).toBeGreaterThanOrEqual(2);
    const [largest] = await rows<{ n: number }>(
      sql`select max(n)::int as n from (select count(*) as n from masters group by branch_id) per_branch`,
    );
    expect(largest?.n).toBe(20);
  });

  it('signs the demo customer in with demo-password, whatever the e-mail case', async () => {
    const [demo] = await connection.db
      .select()
      .from(customers)
      .where(sql`lower(${customers.email}) = lower(${'DEMO@Termin.test'})`);
    expect(demo?.email).toBe(demoEmail);
    expect(await verifyPassword(demoPassword, demo!.passwordHash!)).toBe(true);
  });

  it("shows the demo customer's orders on both sides of now and of the cancellation deadline", async () => {
    const mine = await rows<{
      status: string;
      starts_at: string;
      cancellable_until: string;
      reviewed: boolean;
    }>(sql`
      select o.status, o.starts_at::text, o.cancellable_until::text,
             exists (select 1 from reviews r where r.order_id = o.id) as reviewed
      from orders o join customers c on c.id = o.customer_id
      where c.email = ${demoEmail}`);
    const when = (text: string) => new Date(text);
    const completed = mine.filter((o) => o.status === 'completed' && when(o.starts_at) < now);
    expect(completed.map((o) => o.reviewed).sort()).toEqual([false, true]);
    const upcoming = mine.filter((o) => o.status === 'confirmed' && when(o.starts_at) > now);
    expect(upcoming.filter((o) => when(o.cancellable_until) < now)).toHaveLength(1);
    expect(upcoming.filter((o) => when(o.cancellable_until) > now)).toHaveLength(1);
  });

  it('keeps rating counters and seats in step with reviews and bookings', async () => {
    const drift = await rows<{ n: number }>(sql`
      select count(*)::int as n from branches b
      where b.review_count <> (select count(*) from reviews r where r.branch_id = b.id)
         or b.rating_average is distinct from
            (select round(avg(r.rating), 2)::float8 from reviews r where r.branch_id = b.id)`);
    expect(drift[0]?.n).toBe(0);
    const masterDrift = await rows<{ n: number }>(sql`
      select count(*)::int as n from masters m
      where m.rating_sum <> (select coalesce(sum(r.rating), 0) from reviews r where r.master_id = m.id)`);
    expect(masterDrift[0]?.n).toBe(0);
    const seats = await rows<{ n: number; full: number }>(sql`
      select count(*) filter (where e.seats_taken <> (select coalesce(sum(k.seats), 0) from event_bookings k
                                                       where k.event_id = e.id and k.status <> 'cancelled'))::int as n,
             count(*) filter (where e.seats_taken = e.capacity)::int as full
      from group_events e`);
    expect(seats[0]).toMatchObject({ n: 0 });
    expect(seats[0]!.full).toBeGreaterThan(0);
  });

  it('has the dial-code table with flags', async () => {
    const [serbia] = await connection.db.select().from(dialCodes).where(eq(dialCodes.code, 'RS'));
    expect(serbia).toMatchObject({ dialCode: '+381', emoji: '🇷🇸', name: { en: 'Serbia' } });
  });
});
