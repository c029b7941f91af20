import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoPages } from '../../db/schema/index.js';
import type { TestApp } from '../../test/testApp.js';
import { callerHeaders, startTestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';

interface Entry {
  kind: string;
  slug: string;
  lastModified: string | null;
}

describe.each(testDatabases())('GET /sitemap/{country} on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ url, headers: callerHeaders('RS') });
    return { status: response.statusCode, body: response.json() };
  };
  const entries = async (country: string): Promise<Entry[]> =>
    (await get(`/sitemap/${country}`)).body.items;

  it("lists the country's branches, then the editorial pages", async () => {
    const rs = await entries('RS');
    const kinds = rs.map((e) => e.kind);
    expect(kinds.filter((k) => k === 'branch')).toHaveLength(24);
    expect(kinds.filter((k) => k === 'blogPost')).toHaveLength(12);
    expect(kinds.filter((k) => k === 'legal')).toHaveLength(4);
    expect(kinds.indexOf('blogPost')).toBe(24);
    expect(rs[0]).toEqual({
      kind: 'branch',
      slug: 'salon-lotus-vracar-1',
      lastModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(rs.find((e) => e.slug === 'terms')).toEqual({
      kind: 'legal',
      slug: 'terms',
      lastModified: expect.stringMatching(/T00:00:00.000Z$/),
    });
    expect(new Set(rs.map((e) => `${e.kind}/${e.slug}`)).size).toBe(rs.length);
    // spec §2 {token}: the running Serbian campaign pages, once each; /promo is bff's own.
    expect(rs.filter((e) => e.kind === 'promo').map((e) => e.slug)).toEqual([
      'prvi-termin',
      'poklon',
    ]);
  });

  it('lists each treatment and group in each city that has a venue for it', async () => {
    const listings = (await entries('RS')).filter((e) => e.kind === 'listing').map((e) => e.slug);
    // Hair is a group: its treatments' venues make its listing; haircut is one of them.
    expect(listings).toEqual(expect.arrayContaining(['hair/beograd', 'haircut/beograd']));
    expect(new Set(listings).size).toBe(listings.length);
    const search = await t.app.inject({
      url: '/search?category=hair&city=beograd',
      headers: callerHeaders('RS'),
    });
    expect(search.json().total).toBeGreaterThan(0);
    // Only the country's cities.
    const me = (await entries('ME')).filter((e) => e.kind === 'listing').map((e) => e.slug);
    expect(me.some((slug) => slug.endsWith('/beograd'))).toBe(false);
  });

  it('lists a campaign page only while it runs', async () => {
    const day = 86_400_000;
    const campaign = (slug: string, startsAt: Date | null, endsAt: Date | null) => ({
      slug,
      language: 'sr' as const,
      title: slug,
      body: slug,
      ctaLabel: 'Zakaži',
      ctaUrl: '/sr-RS/search',
      startsAt,
      endsAt,
    });
    const slugs = ['sitemap-ended', 'sitemap-future', 'sitemap-running'];
    await t.connection.db
      .insert(promoPages)
      .values([
        campaign(slugs[0]!, null, new Date(Date.now() - day)),
        campaign(slugs[1]!, new Date(Date.now() + day), null),
        campaign(slugs[2]!, new Date(Date.now() - day), new Date(Date.now() + day)),
      ]);
    try {
      const listed = (await entries('RS')).filter((e) => e.kind === 'promo');
      expect(listed.map((e) => e.slug)).toContain('sitemap-running');
      expect(listed.map((e) => e.slug)).not.toContain('sitemap-ended');
      expect(listed.map((e) => e.slug)).not.toContain('sitemap-future');
      expect(listed.find((e) => e.slug === 'sitemap-running')?.lastModified).toMatch(/^\d{4}-/);
    } finally {
      await t.connection.db.delete(promoPages).where(inArray(promoPages.slug, slugs));
    }
  });

  it('keeps branches to the country, case-insensitively', async () => {
    const rs = await entries('rs');
    const me = await entries('ME');
    const rsBranches = rs.filter((e) => e.kind === 'branch').map((e) => e.slug);
    const meBranches = me.filter((e) => e.kind === 'branch').map((e) => e.slug);
    expect(meBranches.length).toBeGreaterThan(0);
    expect(meBranches.some((slug) => rsBranches.includes(slug))).toBe(false);
    // The editorial pages are the same everywhere; branches and city listings are the country's.
    const editorial = (list: Entry[]) =>
      list.filter((e) => e.kind !== 'branch' && e.kind !== 'listing').length;
    expect(editorial(me)).toBe(editorial(rs));
  });

  it('pages through the same entries', async () => {
    const all = await entries('RS');
    const pageSize = 7;
    const pages = Math.ceil(all.length / pageSize);
    const paged: Entry[] = [];
    for (let page = 1; page <= pages + 1; page++) {
      const { body } = await get(`/sitemap/RS?pageSize=${pageSize}&page=${page}`);
      expect(body.total).toBe(all.length);
      expect(body.pageSize).toBe(pageSize);
      if (page <= pages) expect(body.items.length).toBeGreaterThan(0);
      else expect(body.items).toEqual([]);
      paged.push(...body.items);
    }
    expect(paged).toEqual(all);
  });

  it('answers 404 for another country and 400 for a page size over 50 000', async () => {
    expect((await get('/sitemap/DE')).body).toEqual({
      error: { code: 'NOT_FOUND', message: 'Unknown country DE' },
    });
    const { status, body } = await get('/sitemap/RS?pageSize=50001');
    expect(status).toBe(400);
    expect(body.error.details[0]).toMatchObject({ location: 'querystring', field: 'pageSize' });
  });
});
