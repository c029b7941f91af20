import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namePrefixLength } from '../../db/schema/index.js';
import type { TestApp } from '../../test/testApp.js';
import { callerHeaders, startTestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';

interface Suggestions {
  branches: { id: string; slug: string; title: string; mapAddress: { title: string } }[];
  categories: { id: string; slug: string; title: string; node: string }[];
}

describe.each(testDatabases())('GET /network/suggest on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  const suggest = async (query: Record<string, string>, country = 'RS', language?: string) => {
    const response = await t.app.inject({
      url: '/network/suggest',
      query,
      headers: callerHeaders(country, language),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const ok = async (...args: Parameters<typeof suggest>): Promise<Suggestions> => {
    const { status, body } = await suggest(...args);
    expect(status).toBe(200);
    return body;
  };
  const branchTitles = (body: Suggestions) => body.branches.map((b) => b.title);
  const categoryTitles = (body: Suggestions) => body.categories.map((c) => c.title);

  it('finds venues of the project country, name prefixes before words inside names', async () => {
    const body = await ok({ s: 'salon' });
    expect(branchTitles(body)).toEqual([
      'Salon Lotus Novi Beograd',
      'Salon Lotus Novi Sad',
      'Salon Lotus Vračar',
      'Frizerski salon Ana',
      'Kozmetički salon Bella',
    ]);
    expect(body.branches[2]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      slug: `salon-lotus-vracar-${body.branches[2]?.id}`,
      title: 'Salon Lotus Vračar',
      mapAddress: { title: 'Njegoševa 45, Belgrade' },
    });
  });

  it('ignores case and Serbian diacritics', async () => {
    const expected = ['Fit Arena Niš', 'Frizerski studio Nišava'];
    expect(branchTitles(await ok({ s: 'nis' }))).toEqual(expected);
    expect(branchTitles(await ok({ s: 'NIŠ' }))).toEqual(expected);
    expect(branchTitles(await ok({ s: 'SALON' }))).toEqual(branchTitles(await ok({ s: 'salon' })));
  });

  it('matches treatment names in any language and answers in the request language', async () => {
    const fromSerbian = await ok({ s: 'šišanje' }, 'RS', 'en');
    expect(categoryTitles(fromSerbian)).toEqual(['Haircut', "Kids' haircut"]);
    const fromRussian = await ok({ s: 'стрижка' }, 'RS', 'sr-RS');
    expect(categoryTitles(fromRussian)).toEqual(['Šišanje', 'Oblikovanje brade', 'Dečije šišanje']);
    expect(fromRussian.categories.every((c) => c.node === 'category' && /^\d+$/.test(c.id))).toBe(
      true,
    );
  });

  it('matches the start of a word only, not text inside a word', async () => {
    // "man" is inside the Serbian "Tretman lica" (Facial) but starts no word of any name.
    const body = await ok({ s: 'man' }, 'RS', 'en');
    expect(categoryTitles(body)).not.toContain('Facial');
    expect(categoryTitles(body)).toContain('Manicure');
  });

  it('ranks a name starting with the text before a word inside a name', async () => {
    const body = await ok({ s: 'masaža' }, 'RS', 'sr');
    expect(categoryTitles(body)).toEqual(['Masaža', 'Anticelulit masaža']);
  });

  it('puts a treatment group before its treatments', async () => {
    const body = await ok({ s: 'tattoo', d: 'beograd' });
    expect(body.categories.map((c) => c.slug).slice(0, 2)).toEqual([
      'tattoo-and-piercing',
      'tattoo',
    ]);
    expect(branchTitles(body)).toEqual(['Ink Republic Tattoo']);
  });

  it('narrows to the city d, titled in the request language', async () => {
    const body = await ok({ s: 'salon', d: 'beograd' }, 'RS', 'ru');
    expect(branchTitles(body)).toEqual([
      'Salon Lotus Novi Beograd',
      'Salon Lotus Vračar',
      'Frizerski salon Ana',
    ]);
    expect(body.branches[0]?.mapAddress.title).toBe('Bulevar Mihajla Pupina 165, Белград');
    expect(branchTitles(await ok({ s: 'salon', d: 'novi-sad' }))).toEqual(['Salon Lotus Novi Sad']);
  });

  it('treats an empty d as the whole country', async () => {
    expect(await ok({ s: 'salon', d: '' })).toEqual(await ok({ s: 'salon' }));
  });

  it('suggests only treatments some venue in scope offers', async () => {
    expect((await ok({ s: 'tattoo', d: 'novi-sad' })).categories).toEqual([]);
    expect((await ok({ s: 'dental' }, 'ME')).categories.map((c) => c.slug)).toEqual([
      'dental-check-up',
    ]);
  });

  it('keeps to the project country', async () => {
    expect(branchTitles(await ok({ s: 'salon' }, 'ME'))).toEqual(['Salon ljepote Mia']);
    const russian = await ok({ s: 'салон' }, 'RU', 'ru');
    expect(russian.branches.length).toBeGreaterThan(0);
    expect(
      russian.branches.every((b) => /Москва|Санкт-Петербург|Екатеринбург/.test(b.mapAddress.title)),
    ).toBe(true);
  });

  it('answers at most 5 venues and 8 treatments', async () => {
    const body = await ok({ s: 's' });
    expect(body.branches).toHaveLength(5);
    expect(body.categories).toHaveLength(8);
  });

  it('matches one letter as it matches longer text: words starting with it, name starts first', async () => {
    for (const [letter, d] of [
      ['z', 'beograd'],
      ['s', undefined],
    ] as const) {
      const titles = branchTitles(await ok({ s: letter, ...(d ? { d } : {}) }));
      expect(titles.length).toBeGreaterThan(0);
      const folded = titles.map((title) =>
        title
          .normalize('NFD')
          .replace(/[^a-z ]/gi, '')
          .toLowerCase(),
      );
      expect(
        folded.every((title) => title.split(' ').some((word) => word.startsWith(letter))),
      ).toBe(true);
      const nameStarts = folded.map((title) => title.startsWith(letter));
      expect(nameStarts).toEqual([...nameStarts].sort((a, b) => Number(b) - Number(a)));
    }
  });

  it('matches text longer than the kept word prefixes (LIKE) as it matches shorter text', async () => {
    // 12 characters are looked up in branch_name_prefixes, 14 and 16 with LIKE.
    expect(branchTitles(await ok({ s: 'lotus novi s' }))).toEqual(['Salon Lotus Novi Sad']);
    expect(branchTitles(await ok({ s: 'lotus novi sad' }))).toEqual(['Salon Lotus Novi Sad']);
    expect(branchTitles(await ok({ s: 'Salon Lotus Novi' }))).toEqual([
      'Salon Lotus Novi Beograd',
      'Salon Lotus Novi Sad',
    ]);
  });

  it('keeps prefixes of exactly namePrefixLength characters (the migration and the code agree)', async () => {
    const { rows } = await t.connection.db.execute(
      sql`select max(char_length(prefix)) as longest from branch_name_prefixes`,
    );
    expect(Number((rows[0] as { longest: number }).longest)).toBe(namePrefixLength);
  });

  it('follows a venue renamed or moved to another city at once', async () => {
    const { db } = t.connection;
    const [venue] = (
      await db.execute(
        sql`select id, name, search_text, city_id from branches where name = 'Frizerski salon Ana'`,
      )
    ).rows as { id: number; name: string; search_text: string; city_id: number }[];
    const rename = (name: string, searchText: string, city: number | string) =>
      db.execute(sql`update branches set name = ${name}, search_text = ${searchText},
        city_id = ${typeof city === 'number' ? city : sql`(select id from cities where slug = ${city})`}
        where id = ${venue!.id}`);
    try {
      await rename('Studio Zora', '|studio zora', 'novi-sad');
      expect(branchTitles(await ok({ s: 'zora', d: 'novi-sad' }))).toEqual(['Studio Zora']);
      expect(branchTitles(await ok({ s: 'zora', d: 'beograd' }))).toEqual([]);
      // Its treatments moved with it: what the city offers is read from their rows.
      const offeredIn = await db.execute(
        sql`select distinct c.slug from branch_categories bc join cities c on c.id = bc.city_id
            where bc.branch_id = ${venue!.id}`,
      );
      expect(offeredIn.rows).toEqual([{ slug: 'novi-sad' }]);
      expect(branchTitles(await ok({ s: 'frizerski salon' }))).not.toContain('Frizerski salon Ana');
    } finally {
      await rename(venue!.name, venue!.search_text, venue!.city_id);
    }
    expect(branchTitles(await ok({ s: 'frizerski salon' }))).toContain('Frizerski salon Ana');
    expect(branchTitles(await ok({ s: 'zora' }))).toEqual([]);
  });

  it('answers empty lists when nothing matches', async () => {
    expect(await ok({ s: 'zzzz' })).toEqual({ branches: [], categories: [] });
    expect(await ok({ s: '%_' })).toEqual({ branches: [], categories: [] });
  });

  it.each([
    ['nowhere', 'Unknown city nowhere in RS'],
    ['moskva', 'Unknown city moskva in RS'],
  ])('answers 404 NOT_FOUND for city %s', async (d, message) => {
    const { status, body } = await suggest({ s: 'salon', d });
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'NOT_FOUND', message } });
  });

  it.each([
    ['no s', {}],
    ['an empty s', { s: '' }],
    ['a blank s', { s: '   ' }],
    ['an s over 100 characters', { s: 'x'.repeat(101) }],
  ])('refuses %s with 400 VALIDATION naming s', async (_, query) => {
    const { status, body } = await suggest(query);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      code: 'VALIDATION',
      details: expect.arrayContaining([
        expect.objectContaining({ location: 'querystring', field: 's' }),
      ]),
    });
  });

  it('refuses a call without the project country header', async () => {
    const response = await t.app.inject({ url: '/network/suggest?s=salon' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      {
        location: 'headers',
        field: 'x-project-country',
        message: "must have required property 'x-project-country'",
      },
    ]);
  });
});
