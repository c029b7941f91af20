import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSetupTimeoutMs, testDatabases } from '../test/testDatabases.js';
import type { Connection } from './connect.js';
import { migrateDatabase, migrationsFolder } from './migrate.js';
import { indexHelpArticles } from '../modules/content/helpSearch.js';

/** A copy of the migrations folder holding only the first `count` migrations. */
function firstMigrations(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'termin-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

async function migrateWith(connection: Connection, folder: string) {
  if (connection.driver === 'pglite')
    await migratePglite(connection.db, { migrationsFolder: folder });
  else
    await migrateNodePostgres(drizzle({ client: connection.pool }), { migrationsFolder: folder });
}

describe.each(testDatabases())('migrations on $name', (database) => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await database.open();
    await migrateDatabase(connection);
  }, databaseSetupTimeoutMs);
  afterAll(() => connection?.close());

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await connection.db.execute(query)).rows as T[];

  it('create the tables and the btree_gist and pg_trgm extensions', async () => {
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.map((t) => t.table_name)).toEqual([
      'access_tokens',
      'areas',
      'auth_clients',
      'auth_codes',
      'blog_posts',
      'branch_categories',
      'branch_closures',
      'branch_name_prefixes',
      'branch_opening_hours',
      'branches',
      'categories',
      'cities',
      'countries',
      'customer_favorites',
      'customers',
      'dial_codes',
      'email_verification_tokens',
      'event_bookings',
      'for_business_pages',
      'gift_card_redemptions',
      'gift_cards',
      'group_events',
      'help_articles',
      'help_topics',
      'idempotency_keys',
      'legal_pages',
      'master_breaks',
      'master_days_off',
      'master_services',
      'master_working_hours',
      'masters',
      'order_items',
      'orders',
      'organizations',
      'outbox_messages',
      'password_reset_tokens',
      'payments',
      'pricing_plans',
      'promo_pages',
      'refresh_tokens',
      'reviews',
      'route_rules',
      'search_words',
      'services',
      'throttle_counters',
      'token_families',
    ]);
    const extensions = await rows<{ extname: string }>(sql`select extname from pg_extension`);
    expect(extensions.map((e) => e.extname)).toEqual(
      expect.arrayContaining(['btree_gist', 'pg_trgm']),
    );
    const constraints = await rows<{ conname: string }>(
      sql`select conname from pg_constraint where contype = 'x'`,
    );
    expect(constraints.map((c) => c.conname)).toEqual(['order_items_no_overlap']);
  });

  it('is a no-op when run again', async () => {
    const applied = sql`select count(*)::int as count from drizzle.__drizzle_migrations`;
    const [before] = await rows<{ count: number }>(applied);
    await migrateDatabase(connection);
    const [after] = await rows<{ count: number }>(applied);
    expect(before?.count).toBeGreaterThanOrEqual(5);
    expect(after).toEqual(before);
  });

  it('derives a branch slug from its name slug and id', async () => {
    await connection.db.execute(
      sql`insert into countries (code, name, currency) values ('RS', '{"en":"Serbia","sr":"Srbija","ru":"Сербия"}', 'RSD')`,
    );
    await connection.db.execute(sql`
      insert into cities (country_code, slug, name, latitude, longitude, time_zone, population)
      values ('RS', 'beograd', '{"en":"Belgrade","sr":"Beograd","ru":"Белград"}', 44.8, 20.4, 'Europe/Belgrade', 1)`);
    await connection.db.execute(
      sql`insert into organizations (country_code, name) values ('RS', 'Lotus')`,
    );
    const [branch] = await rows<{ id: number; slug: string }>(sql`
      insert into branches (organization_id, city_id, name_slug, name, address, latitude, longitude, phone, interface_mode, time_zone, currency, search_text)
      select o.id, c.id, 'salon-lotus', 'Salon Lotus', 'Njegoševa 45', 44.8, 20.47, '+381 11 000 0000', 'multi', c.time_zone, 'RSD', '|salon lotus'
      from organizations o, cities c
      returning id, slug`);
    expect(branch?.slug).toBe(`salon-lotus-${branch?.id}`);
  });

  it('refuses a name that lacks a language', async () => {
    await expect(
      connection.db.execute(
        sql`insert into countries (code, name, currency) values ('ME', '{"en":"Montenegro"}', 'EUR')`,
      ),
    ).rejects.toThrow();
  });
});

describe.each(testDatabases())('upgrading a seeded database on $name', (database) => {
  let connection: Connection;
  let folder: string;
  beforeAll(async () => {
    connection = await database.open();
    folder = firstMigrations(2);
  }, databaseSetupTimeoutMs);
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await connection?.close();
  });

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await connection.db.execute(query)).rows as T[];

  it('gives existing branches the time zone of their city and the currency of their country', async () => {
    await migrateWith(connection, folder);
    const statements = [
      sql`insert into countries (code, name, currency) values ('ME', '{"en":"Montenegro","sr":"Crna Gora","ru":"Черногория"}', 'EUR')`,
      sql`insert into cities (country_code, slug, name, latitude, longitude, time_zone, population)
          values ('ME', 'budva', '{"en":"Budva","sr":"Budva","ru":"Будва"}', 42.29, 18.84, 'Europe/Podgorica', 1)`,
      sql`insert into organizations (country_code, name) values ('ME', 'Mogren')`,
      sql`insert into branches (organization_id, city_id, name_slug, name, address, latitude, longitude, phone, interface_mode, search_text)
          select o.id, c.id, 'mogren', 'Mogren', 'Mediteranska 23', 42.29, 18.84, '+382 33 000 000', 'multi', '|mogren'
          from organizations o, cities c`,
    ];
    for (const statement of statements) await connection.db.execute(statement);
    await migrateDatabase(connection);
    const [branch] = await rows<{ time_zone: string; currency: string }>(
      sql`select time_zone, currency from branches`,
    );
    expect(branch).toEqual({ time_zone: 'Europe/Podgorica', currency: 'EUR' });
  });
});

describe.each(testDatabases())('upgrading a database with sign-ins on $name', (database) => {
  let connection: Connection;
  let folder: string;
  beforeAll(async () => {
    connection = await database.open();
    folder = firstMigrations(7); // up to 0006, before token_families
  }, databaseSetupTimeoutMs);
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await connection?.close();
  });

  it('makes every existing sign-in a token family, revoked where all its tokens were', async () => {
    await migrateWith(connection, folder);
    const live = '00000000-0000-4000-8000-00000000000a';
    const ended = '00000000-0000-4000-8000-00000000000b';
    const accessOnly = '00000000-0000-4000-8000-00000000000c';
    const statements = [
      sql`insert into customers (email, first_name) values ('old@example.test', 'Old')`,
      sql`insert into auth_clients (id, name, redirect_urls) values ('web', 'Web', '{}')`,
      sql`insert into refresh_tokens (token_hash, family_id, customer_id, client_id, expires_at, rotated_at, revoked_at)
          select v.hash, v.family::uuid, c.id, 'web', now() + interval '1 day', v.rotated, v.revoked
          from customers c, (values
            ('r1', ${live}, now(), null::timestamptz),
            ('r2', ${live}, null, null),
            ('r3', ${ended}, now(), now()),
            ('r4', ${ended}, null, now())
          ) as v(hash, family, rotated, revoked)`,
      sql`insert into access_tokens (token_hash, customer_id, client_id, family_id, expires_at)
          select v.hash, c.id, 'web', v.family::uuid, now() + interval '1 hour'
          from customers c, (values ('a1', ${live}), ('a2', ${accessOnly})) as v(hash, family)`,
    ];
    for (const statement of statements) await connection.db.execute(statement);
    await migrateDatabase(connection);
    const families = (
      await connection.db.execute(
        sql`select id, revoked_at is not null as revoked from token_families order by id`,
      )
    ).rows;
    expect(families).toEqual([
      { id: live, revoked: false },
      { id: ended, revoked: true },
      { id: accessOnly, revoked: false },
    ]);
  });
});

/** The statements of one migration that fill in data (its UPDATEs), to run over any rows. */
function backfillOf(tag: string) {
  const text = readFileSync(join(migrationsFolder, `${tag}.sql`), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .filter((statement) => /^\s*(--.*\n\s*)*UPDATE/i.test(statement));
}

describe.each(testDatabases())('messages waiting through an upgrade on $name', (database) => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await database.openSeeded();
  }, databaseSetupTimeoutMs);
  afterAll(() => connection?.close());

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await connection.db.execute(query)).rows as T[];

  it('learn the country of the venue they are about, so only its deployment sends them (0019)', async () => {
    const [order] = await rows<{ guid: string }>(sql`
      select o.guid from orders o join branches b on b.id = o.branch_id
      join cities c on c.id = b.city_id where c.country_code = 'ME' limit 1`);
    const [place] = await rows<{ guid: string }>(sql`
      select eb.guid from event_bookings eb join group_events e on e.id = eb.event_id
      join branches b on b.id = e.branch_id join cities c on c.id = b.city_id
      where c.country_code = 'RU' limit 1`);
    const [branch] = await rows<{ slug: string }>(sql`
      select b.slug from branches b join cities c on c.id = b.city_id
      where c.country_code = 'BA' limit 1`);
    // As the messages were written before the column: without a country.
    await connection.db.execute(sql`
      insert into outbox_messages (kind, recipient, language, payload) values
        ('visit.reminder', 'a@example.test', 'en', ${JSON.stringify({ page: { order: order!.guid } })}::jsonb),
        ('visit.booked', 'b@example.test', 'ru', ${JSON.stringify({ page: { eventBooking: place!.guid, eventId: 1, slug: 'x' } })}::jsonb),
        ('giftCard.gift', 'c@example.test', 'sr', ${JSON.stringify({ slug: branch!.slug })}::jsonb),
        ('password.reset', 'd@example.test', 'en', '{"link": "https://termin.test/reset"}'::jsonb)`);
    for (const statement of backfillOf('0019_outbox_country'))
      await connection.db.execute(sql.raw(statement));
    const waiting = await rows<{ recipient: string; country: string | null }>(sql`
      select recipient, country from outbox_messages
      where recipient like '_@example.test' order by recipient`);
    expect(waiting).toEqual([
      { recipient: 'a@example.test', country: 'ME' },
      { recipient: 'b@example.test', country: 'RU' },
      { recipient: 'c@example.test', country: 'BA' },
      { recipient: 'd@example.test', country: null },
    ]);
  });

  it('drop push from stored notification settings, keeping email and SMS as they were (0020)', async () => {
    const stored = {
      email: { reminders: false, promotions: true, orderUpdates: true },
      sms: { reminders: true, promotions: false, orderUpdates: false },
    };
    await connection.db.execute(sql`
      insert into customers (email, first_name, notification_settings)
      values ('push@example.test', 'Old', ${JSON.stringify({
        ...stored,
        push: { reminders: true, promotions: true, orderUpdates: true },
      })}::jsonb)`);
    for (const statement of backfillOf('0020_sms_channel'))
      await connection.db.execute(sql.raw(statement));
    const [row] = await rows<{ notification_settings: unknown }>(
      sql`select notification_settings from customers where email = 'push@example.test'`,
    );
    expect(row!.notification_settings).toEqual(stored);
  });
});

describe.each(testDatabases())('upgrading to typo-tolerant search on $name', (database) => {
  let connection: Connection;
  let folder: string;
  beforeAll(async () => {
    connection = await database.open();
    folder = firstMigrations(21); // up to 0020, before search_words
  }, databaseSetupTimeoutMs);
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await connection?.close();
  });

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await connection.db.execute(query)).rows as T[];
  const words = (lexicon: string) =>
    rows<{ word: string; phrase: string }>(
      sql`select word, phrase from search_words where lexicon = ${lexicon} order by word, phrase`,
    );

  it("knows the existing names' words, and each help article's once api starts", async () => {
    await migrateWith(connection, folder);
    const text = (value: string) => JSON.stringify({ en: value, sr: value, ru: value });
    const statements = [
      sql`insert into countries (code, name, currency) values ('RS', ${text('Serbia')}, 'RSD')`,
      sql`insert into cities (country_code, slug, name, latitude, longitude, time_zone, population)
          values ('RS', 'nis', ${text('Niš')}, 43.3, 21.9, 'Europe/Belgrade', 1)`,
      sql`insert into organizations (country_code, name) values ('RS', 'Lotus')`,
      sql`insert into branches (organization_id, city_id, name_slug, name, address, latitude, longitude, phone, interface_mode, time_zone, currency, search_text)
          select o.id, c.id, 'salon-lotus', 'Salon Lotus', 'Obrenovićeva 1', 43.3, 21.9, '+381 18 000 000', 'multi', c.time_zone, 'RSD', '|salon lotus'
          from organizations o, cities c`,
      sql`insert into help_topics (slug, title, description, icon, position)
          values ('booking', ${text('Booking')}, ${text('Booking')}, 'calendar', 1)`,
      sql`insert into help_articles (topic_id, slug, title, body, position, search_en, search_sr, search_ru)
          select id, 'gift-cards', ${text('Gift cards')}, ${text('Buy one.')}, 1,
            to_tsvector('gift'), to_tsvector('gift'), to_tsvector('gift')
          from help_topics`,
    ];
    for (const statement of statements) await connection.db.execute(statement);
    await migrateDatabase(connection);
    expect(await words('catalog')).toEqual([
      { word: 'lotus', phrase: 'lotus' },
      { word: 'salon', phrase: 'salon' },
      { word: 'salonlotus', phrase: 'salon lotus' },
    ]);
    // The articles' search documents are written again at api's start, and their words with them.
    expect(await indexHelpArticles(connection.db)).toBe(1);
    expect((await words('help:en')).map((w) => w.phrase)).toEqual(
      expect.arrayContaining(['gift', 'gift cards', 'cards', 'buy', 'one']),
    );
  });
});
