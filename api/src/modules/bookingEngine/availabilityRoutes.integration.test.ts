import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, masters, masterServices, services } from '../../db/schema/index.js';
import { loadBookingContext } from './bookingContext.js';
import { localTimeOf } from '@termin/zoned-time';
import { computeSlots } from './slots.js';
import type { TestApp } from '../../test/testApp.js';
import { callerHeaders, startTestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';
import type { Intervals } from './availabilitySchemas.js';

describe.each(testDatabases())('GET /book/branches/:id/intervals on $name', (database) => {
  let t: TestApp;
  let branch: { id: number; slug: string };
  let serviceId: number;

  beforeAll(async () => {
    t = await startTestApp(database);
    const db = t.connection.db;
    const [row] = await db
      .select({ id: branches.id, slug: branches.slug })
      .from(branches)
      .where(eq(branches.name, 'Salon Lotus Novi Beograd'));
    branch = row!;
    // The service most of its masters perform.
    const [popular] = await db
      .select({ serviceId: masterServices.serviceId, masters: count() })
      .from(masterServices)
      .where(eq(masterServices.branchId, branch.id))
      .groupBy(masterServices.serviceId)
      .orderBy(sql`count(*) desc`, masterServices.serviceId)
      .limit(1);
    serviceId = popular!.serviceId;
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  const get = async (path: string) => {
    const response = await t.app.inject({ url: path, headers: callerHeaders('RS') });
    return { status: response.statusCode, body: response.json() };
  };

  it('answers free starts per local day for any master, each naming the free masters', async () => {
    const { status, body } = await get(
      `/book/branches/${branch.slug}/intervals?services=${serviceId}&days=7`,
    );
    expect(status).toBe(200);
    const intervals = body as Intervals;
    expect(intervals).toMatchObject({ branchId: branch.id, timeZone: 'Europe/Belgrade' });
    expect(intervals.days).toHaveLength(7);
    expect(intervals.masters.length).toBeGreaterThan(1);
    const slots = intervals.days.flatMap((d) => d.slots);
    expect(slots.length).toBeGreaterThan(0);
    const eligible = new Set(intervals.masters.map((m) => m.id));
    for (const slot of slots) {
      expect(slot.time).toMatch(/^\d{2}:\d{2}$/);
      expect(Date.parse(slot.startsAt)).toBeGreaterThan(Date.now());
      for (const id of slot.masterIds) expect(eligible.has(id)).toBe(true);
    }
  });

  it('narrows to one master', async () => {
    const any = (await get(`/book/branches/${branch.id}/intervals?services=${serviceId}`))
      .body as Intervals;
    const masterId = any.masters[0]!.id;
    const { status, body } = await get(
      `/book/branches/${branch.id}/intervals?services=${serviceId}&master=${masterId}`,
    );
    expect(status).toBe(200);
    expect((body as Intervals).masters.map((m) => m.id)).toEqual([masterId]);
    for (const slot of (body as Intervals).days.flatMap((d) => d.slots))
      expect(slot.masterIds).toEqual([masterId]);
  });

  it('answers a 20-master branch over 30 days quickly', async () => {
    const db = t.connection.db;
    const [{ active } = { active: 0 }] = await db
      .select({ active: count() })
      .from(masters)
      .where(and(eq(masters.branchId, branch.id), eq(masters.isActive, true)));
    expect(active).toBe(20);
    const runs: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      const { status } = await get(
        `/book/branches/${branch.id}/intervals?services=${serviceId}&days=30`,
      );
      runs.push(performance.now() - started);
      expect(status).toBe(200);
    }
    const best = Math.min(...runs);
    console.info(
      `[${database.name}] intervals, 20 masters × 30 days (service ${serviceId}, ${(await get(`/book/branches/${branch.id}/intervals?services=${serviceId}&days=1`)).body.masters.length} eligible): ${runs.map((r) => r.toFixed(1)).join(', ')} ms`,
    );
    expect(best).toBeLessThan(1000);
  });

  it('computes all 20 masters of the branch over 30 days (load + pure computation)', async () => {
    const db = t.connection.db;
    const all = await db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.branchId, branch.id));
    const [row] = await db.select().from(branches).where(eq(branches.id, branch.id));
    const now = new Date();
    const from = localTimeOf(now, row!.timeZone).date;
    const loads: number[] = [];
    const computes: number[] = [];
    let slotCount = 0;
    let masterCount = 0;
    for (let i = 0; i < 5; i += 1) {
      const loaded = performance.now();
      const context = await loadBookingContext(
        db,
        row!,
        all.map((s) => s.id),
        now,
        new Date(now.getTime() + 32 * 86_400_000),
      );
      const computed = performance.now();
      const calendars = context.masters.map((m) => ({
        ...m.calendar,
        durationMinutes: [...m.services.values()][0]!.durationMinutes,
      }));
      const days = computeSlots(context.calendar, calendars, from, 30, now);
      computes.push(performance.now() - computed);
      loads.push(computed - loaded);
      masterCount = calendars.length;
      slotCount = days.reduce((sum, d) => sum + d.slots.length, 0);
    }
    console.info(
      `[${database.name}] ${masterCount} masters × 30 days: ${slotCount} starts; load ${loads
        .map((x) => x.toFixed(1))
        .join(', ')} ms; compute ${computes.map((x) => x.toFixed(1)).join(', ')} ms`,
    );
    expect(masterCount).toBe(20);
    expect(Math.min(...computes)).toBeLessThan(500);
  });

  it.each([
    ['an unknown branch', '/book/branches/999999/intervals?services=1'],
    ['a slug without id', '/book/branches/salon-lotus/intervals?services=1'],
  ])('answers 404 for %s', async (_, path) => {
    expect((await get(path)).status).toBe(404);
  });

  it('answers 404 for a service of another branch', async () => {
    const { status, body } = await get(`/book/branches/${branch.id}/intervals?services=1,2,3`);
    expect(status).toBe(404);
    expect(body.error.code).toBe('NOT_FOUND');
  });

  it('refuses ids past int4 and dates out of the calendar or window with 400 (issue 14)', async () => {
    for (const query of [
      `services=${serviceId}&from=9999-12-31&days=62`,
      `services=${serviceId}&from=2026-02-30`,
      `services=${serviceId}&from=2026-13-01`,
      'services=2147483648',
      `services=${serviceId},9007199254740993`,
      `services=${serviceId}&master=2147483648`,
    ]) {
      const { status, body } = await get(`/book/branches/${branch.id}/intervals?${query}`);
      expect({ query, status, code: body.error?.code }).toEqual({
        query,
        status: 400,
        code: 'VALIDATION',
      });
    }
    const far = await get(
      `/book/branches/${branch.id}/intervals?services=${serviceId}&from=2099-12-31&days=62`,
    );
    expect(far.status).toBe(200);
    expect(far.body.days.every((d: { slots: unknown[] }) => d.slots.length === 0)).toBe(true);
  });

  it('refuses malformed queries with 400', async () => {
    for (const query of ['services=a', 'services=1&days=0', 'services=1&from=2030-13-40', ''])
      expect((await get(`/book/branches/${branch.id}/intervals?${query}`)).status).toBe(400);
  });
});
