// Issue 42 item 20: the venue search and the search bar's suggestions read typos and words split
// or joined differently as the names they resemble, after what the text as typed finds.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, services } from '../../db/schema/index.js';
import { searchText } from '../../text/searchText.js';
import type { TestApp } from '../../test/testApp.js';
import { callerHeaders, startTestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';

interface Results {
  items: { id: string; name: string; services: { name: string }[] }[];
  total: number;
}
interface Suggestions {
  branches: { title: string }[];
  categories: { slug: string; title: string }[];
}

describe.each(testDatabases())('typos in search and suggestions on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
    // A massage venue that also sells a "Hair cut" (two words, as typed below).
    const db = t.connection.db;
    const [zen] = await db.select().from(branches).where(eq(branches.name, 'Zen Centar za masažu'));
    const [service] = await db
      .select()
      .from(services)
      .where(and(eq(services.branchId, zen!.id), eq(services.isActive, true)));
    const name = { en: 'Hair cut after massage', sr: 'Šišanje posle masaže', ru: 'Стрижка' };
    await db.insert(services).values({
      ...service!,
      id: undefined,
      name,
      position: 99,
      searchText: searchText(Object.values(name)),
    });
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  const get = async <T>(url: string, query: Record<string, string>, language = 'en') => {
    const response = await t.app.inject({ url, query, headers: callerHeaders('RS', language) });
    expect(response.statusCode).toBe(200);
    return response.json() as T;
  };
  const search = (q: string, language?: string) =>
    get<Results>('/search', { q, pageSize: '50' }, language);
  const offering = async (category: string) =>
    (await get<Results>('/search', { category, pageSize: '50' })).items.map((r) => r.id);

  it.each([
    ['hair cut', 'en', 'haircut'],
    ['harcut', 'en', 'haircut'],
    ['sisnje', 'sr', 'haircut'],
    ['стришка', 'ru', 'haircut'],
    ['manikur', 'sr', 'manicure'],
    ['gelpolish', 'en', 'gel-polish'],
  ])('finds %j (%s) at every venue offering %s', async (q, language, category) => {
    const venues = await offering(category);
    expect(venues.length).toBeGreaterThan(0);
    const found = await search(q, language);
    expect(found.items.map((r) => r.id)).toEqual(expect.arrayContaining(venues));
  });

  it('lists what the text as typed finds first, then the likeliest reading first', async () => {
    // "hair cut" as typed is only the massage venue's service; read joined, every haircut.
    const found = await search('hair cut');
    expect(found.items[0]?.name).toBe('Zen Centar za masažu');
    expect(found.items[0]?.services[0]?.name).toBe('Hair cut after massage');
    expect(found.total).toBe((await offering('haircut')).length + 1);
    // "barbr" reads as "barber" before "bar": barbers come before the nail bar.
    const barbers = (await search('barbr')).items.map((r) => r.name);
    expect(barbers.slice(0, 2).every((name) => name.startsWith('Barber'))).toBe(true);
    expect(barbers).toContain('Nail Bar Kosančićev');
    // A word like nothing any name holds still finds nothing.
    expect((await search('zzzz')).total).toBe(0);
  });

  it('suggests what a typo was meant for, in the request language', async () => {
    const suggest = (s: string, language: string) =>
      get<Suggestions>('/network/suggest', { s }, language);
    const treatments = async (s: string, language: string) =>
      (await suggest(s, language)).categories.map((c) => c.title);
    expect(await treatments('hair cut', 'en')).toContain('Haircut');
    expect(await treatments('harcut', 'en')).toContain('Haircut');
    expect(await treatments('стришка', 'ru')).toContain('Стрижка');
    expect(await treatments('manikur', 'sr')).toContain('Manikir');
    const lotus = (await suggest('lotos', 'en')).branches.map((b) => b.title);
    expect(lotus.length).toBeGreaterThan(0);
    expect(lotus.every((title) => title.startsWith('Salon Lotus'))).toBe(true);
  });

  it('knows only the names there are: a service renamed or made inactive leaves the lexicon', async () => {
    const db = t.connection.db;
    const [template] = await db.select().from(services).where(eq(services.position, 99));
    const name = {
      en: 'Quintessential trim',
      sr: 'Quintessential trim',
      ru: 'Quintessential trim',
    };
    const [added] = await db
      .insert(services)
      .values({
        ...template!,
        id: undefined,
        name,
        position: 98,
        searchText: searchText([name.en]),
      })
      .returning();
    const total = async () => (await search('quintesential')).total;
    expect(await total()).toBe(1);
    await db.update(services).set({ isActive: false }).where(eq(services.id, added!.id));
    expect(await total()).toBe(0);
    await db.update(services).set({ isActive: true }).where(eq(services.id, added!.id));
    expect(await total()).toBe(1);
    await db
      .update(services)
      .set({ searchText: searchText(['Short trim']) })
      .where(eq(services.id, added!.id));
    expect(await total()).toBe(0);
  });
});
