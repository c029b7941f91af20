import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { blogPosts, helpArticles, promoPages } from '../../db/schema/index.js';
import { indexHelpArticles } from './helpSearch.js';
import type { TestApp } from '../../test/testApp.js';
import { callerHeaders, startTestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';

const text = (value: string) => ({ en: value, sr: value, ru: value });
const day = 86_400_000;

describe.each(testDatabases())('content pages on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
    // A draft and a scheduled post, which nobody may see yet.
    const post = {
      title: text('Hidden'),
      excerpt: text('Hidden'),
      body: text('Hidden'),
      coverImage: { url: '/x.jpg', alt: text('x'), width: 1, height: 1 },
      authorName: 'Editor',
      tags: ['nails'],
      readingMinutes: 1,
    };
    await t.connection.db.insert(blogPosts).values([
      { ...post, slug: 'a-draft', publishedAt: null },
      { ...post, slug: 'scheduled', publishedAt: new Date(Date.now() + 7 * day) },
    ]);
    await t.connection.db.insert(promoPages).values({
      slug: 'summer-sale',
      language: 'sr',
      title: 'Over',
      body: 'Over',
      ctaLabel: 'Go',
      ctaUrl: '/sr-RS/search',
      startsAt: new Date(Date.now() - 30 * day),
      endsAt: new Date(Date.now() - day),
    });
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  const get = async (url: string, language?: string, country = 'RS') => {
    const response = await t.app.inject({ url, headers: callerHeaders(country, language) });
    return { status: response.statusCode, body: response.json() };
  };

  describe('blog', () => {
    it('pages through published posts newest first, leaving out drafts and scheduled posts', async () => {
      const first = (await get('/content/blog?pageSize=5')).body;
      expect(first.total).toBe(12);
      expect(first.items).toHaveLength(5);
      const rest = await Promise.all([2, 3].map((p) => get(`/content/blog?pageSize=5&page=${p}`)));
      expect(rest.map((r) => r.body.items.length)).toEqual([5, 2]);
      const all = [first, ...rest.map((r) => r.body)].flatMap((p) => p.items);
      const slugs = all.map((post: { slug: string }) => post.slug);
      expect(new Set(slugs).size).toBe(12);
      expect(slugs).not.toContain('a-draft');
      expect(slugs).not.toContain('scheduled');
      const dates = all.map((post: { publishedAt: string }) => post.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect((await get('/content/blog')).body.pageSize).toBe(12);
    });

    it('filters by tag and titles tags in the request language', async () => {
      const { body } = await get('/content/blog?tag=nails', 'ru');
      expect(body.total).toBeGreaterThan(0);
      expect(body.total).toBeLessThan(12);
      for (const post of body.items)
        expect(post.tags).toContainEqual({ slug: 'nails', title: 'Ногти' });
      expect((await get('/content/blog?tag=no-such-tag')).body).toMatchObject({
        items: [],
        total: 0,
      });
    });

    it('answers one post in the request language and 404 for drafts', async () => {
      const slug = (await get('/content/blog?pageSize=1')).body.items[0].slug;
      const en = (await get(`/content/blog/${slug}`, 'en')).body;
      const sr = (await get(`/content/blog/${slug}`, 'sr-RS')).body;
      expect(en.slug).toBe(slug);
      expect(en.body.length).toBeGreaterThan(100);
      expect(sr.title).not.toBe(en.title);
      expect(sr.authorName).toBe(en.authorName);
      expect((await get('/content/blog/a-draft')).status).toBe(404);
      expect((await get('/content/blog/scheduled')).status).toBe(404);
      expect((await get('/content/blog/nothing')).body).toEqual({
        error: { code: 'NOT_FOUND', message: 'Unknown blog post nothing' },
      });
    });

    it('refuses a NUL character in a slug, tag or page with 400 VALIDATION (issue 14)', async () => {
      for (const url of [
        '/content/blog/%00',
        '/content/blog/nails%00',
        '/content/blog?tag=%00',
        '/content/help/a%00b',
        '/content/blog?page=1e400',
      ]) {
        const { status, body } = await get(url, 'ru');
        expect({ url, status, code: body.error?.code }).toEqual({
          url,
          status: 400,
          code: 'VALIDATION',
        });
        expect(body.error.message).toMatch(/[а-я]/);
      }
    });

    it('refuses a page size over 50', async () => {
      const { status, body } = await get('/content/blog?pageSize=51');
      expect(status).toBe(400);
      expect(body.error.details[0]).toMatchObject({ location: 'querystring', field: 'pageSize' });
    });
  });

  describe('help center', () => {
    it('lists topics with their article titles, each article readable', async () => {
      const { body } = await get('/content/help', 'en');
      expect(body.topics.length).toBe(5);
      const first = body.topics[0];
      expect(first).toMatchObject({ slug: 'booking', title: 'Booking', icon: 'calendar' });
      expect(first.articles[0]).toEqual({ slug: 'how-to-book', title: expect.any(String) });
      const article = (await get(`/content/help/${first.articles[0].slug}`, 'ru')).body;
      expect(article).toMatchObject({
        slug: 'how-to-book',
        topic: { slug: 'booking', title: expect.stringMatching(/[а-я]/) },
      });
      expect(article.faq.every((f: { question: string }) => typeof f.question === 'string')).toBe(
        true,
      );
      expect((await get('/content/help/nothing')).status).toBe(404);
    });

    it('dates an article by its last content change: its seeded day, then the moment its text changes', async () => {
      const updatedAt = async () => (await get('/content/help/how-to-book', 'en')).body.updatedAt;
      // The seed's fixed day for it (db/seed/content/helpBooking.ts), not the time of the seed.
      expect(await updatedAt()).toBe('2026-11-29T09:00:00.000Z');
      // Re-indexing for search writes the row but changes no content.
      await indexHelpArticles(t.connection.db);
      expect(await updatedAt()).toBe('2026-11-29T09:00:00.000Z');

      const where = eq(helpArticles.slug, 'how-to-book');
      const [before] = await t.connection.db.select().from(helpArticles).where(where);
      const edited = { ...before!.body, en: `${before!.body.en} Edited.` };
      const started = Date.now();
      await t.connection.db.update(helpArticles).set({ body: edited }).where(where);
      expect(Date.parse(await updatedAt())).toBeGreaterThanOrEqual(started - 1_000);
      // A writer that brings its own date (an import) keeps it.
      await t.connection.db
        .update(helpArticles)
        .set({ body: before!.body, updatedAt: before!.updatedAt })
        .where(where);
      expect(await updatedAt()).toBe('2026-11-29T09:00:00.000Z');
    });

    const found = async (q: string, language: string) => {
      const { status, body } = await get(
        `/content/help-search?q=${encodeURIComponent(q)}`,
        language,
      );
      expect(status).toBe(200);
      return (body.articles as { slug: string; title: string }[]).map((a) => a.slug);
    };

    it('searches by word stems, without diacritics, and Serbian in either script', async () => {
      // "reschedule" is a stem of "Rescheduling"; a word's start counts too.
      expect((await found('reschedule', 'en'))[0]).toBe('rescheduling');
      expect(await found('RESCHED appointment', 'en')).toContain('rescheduling');
      expect(await found('cancelled bookings', 'en')).toContain('how-to-cancel');
      // Without diacritics, and in Cyrillic, on the Latin Serbian pages.
      expect(await found('otkazete rezervaciju', 'sr')).toContain('how-to-cancel');
      expect(await found('Промена термина', 'sr')).toContain('rescheduling');
      expect(await found('рок за отказивање', 'sr')).toContain('cancellation-deadline');
      // Russian stems: «перенести» and «Перенос записи».
      expect(await found('перенести запись', 'ru')).toContain('rescheduling');
      // Every word must match; stop words alone and unknown words find nothing.
      expect(await found('reschedule spaceship', 'en')).toEqual([]);
      expect(await found('the', 'en')).toEqual([]);
      expect((await get('/content/help-search?q=', 'en')).status).toBe(400);
    });

    // Issue 42 item 20: typos and words split or joined find the articles the words were meant for.
    it.each([
      ['resheduling', 'en', 'rescheduling'],
      ['otkazivnje', 'sr', 'how-to-cancel'],
      ['атмена', 'ru', 'how-to-cancel'],
      ['giftcard', 'en', 'buying-a-gift-card'],
      ['resheduling apointment', 'en', 'rescheduling'],
      ['poklonkartice', 'sr', 'buying-a-gift-card'],
      ['my book ings', 'en', 'how-to-book'],
    ])('finds %j in %s despite its typo: %s', async (q, language, slug) => {
      expect(await found(q, language)).toContain(slug);
    });

    it('lists what the typed words find first, then what a reading of a typo finds', async () => {
      // "payed" is no word of the articles, though its stem "pay" is: it also reads as the words
      // it resembles, whose articles come after those of "pay".
      const typed = await found('pay', 'en');
      const withReadings = await found('payed', 'en');
      expect(typed.length).toBeGreaterThan(0);
      expect(withReadings.length).toBeGreaterThan(typed.length);
      expect(new Set(withReadings.slice(0, typed.length))).toEqual(new Set(typed));
      // Words like nothing the articles hold still find nothing.
      expect(await found('spaceship', 'en')).toEqual([]);
      expect(await found('qwertyuiop', 'ru')).toEqual([]);
    });
  });

  describe('for business', () => {
    it('lists the pages and answers each with its sections', async () => {
      const { body } = await get('/content/for-business', 'en');
      expect(body.pages[0]).toMatchObject({ slug: 'salons', kind: 'audience' });
      const page = (await get('/content/for-business/salons', 'sr')).body;
      expect(page.sections.length).toBeGreaterThan(0);
      expect(page.title).toBe('Termin za salone lepote');
      expect((await get('/content/for-business/nothing')).status).toBe(404);
    });
  });

  describe('pricing', () => {
    it("prices plans in the project country's currency, in minor units", async () => {
      const rs = (await get('/content/pricing', 'en')).body;
      const me = (await get('/content/pricing', 'en', 'ME')).body;
      expect(rs.currency).toBe('RSD');
      expect(me.currency).toBe('EUR');
      expect(rs.plans.map((p: { code: string }) => p.code)).toEqual(['start', 'pro', 'business']);
      expect(rs.plans[1]).toMatchObject({
        monthlyPrice: 299000,
        currency: 'RSD',
        isHighlighted: true,
      });
      expect(me.plans[1].monthlyPrice).not.toBe(rs.plans[1].monthlyPrice);
      expect(rs.plans.filter((p: { isHighlighted: boolean }) => p.isHighlighted)).toHaveLength(1);
    });

    it('offers IPS QR payments only where they exist (Serbia), gift cards everywhere', async () => {
      const features = async (country: string, language = 'en') =>
        ((await get('/content/pricing', language, country)).body.plans as { features: string[] }[])
          .flatMap((plan) => plan.features)
          .join(' | ');
      expect(await features('RS')).toMatch(/IPS QR payments/);
      for (const country of ['ME', 'BA', 'RU']) {
        expect(await features(country)).not.toMatch(/IPS/);
        expect(await features(country)).toMatch(/Gift cards/);
      }
      expect(await features('RU', 'ru')).not.toMatch(/IPS/);
    });
  });

  describe('promo pages', () => {
    it('answers /promo in the request language', async () => {
      expect((await get('/content/promo/promo', 'en')).body.language).toBe('en');
      expect((await get('/content/promo/promo', 'ru')).body.language).toBe('ru');
      expect((await get('/content/promo/promo', 'sr-RS')).body.language).toBe('sr');
    });

    it('answers a Serbian token page in Serbian whatever the request language', async () => {
      const { status, body } = await get('/content/promo/prvi-termin', 'en');
      expect(status).toBe(200);
      expect(body).toMatchObject({ slug: 'prvi-termin', language: 'sr', ctaUrl: '/sr-RS/search' });
    });

    it('answers 404 for an unknown token and a campaign that has ended', async () => {
      expect((await get('/content/promo/nothing')).status).toBe(404);
      expect((await get('/content/promo/summer-sale', 'sr')).status).toBe(404);
    });
  });

  describe('legal pages', () => {
    it.each(['terms', 'license', 'privacy', 'cookie-policy'])('answers %s', async (slug) => {
      const en = (await get(`/content/legal/${slug}`, 'en')).body;
      const ru = (await get(`/content/legal/${slug}`, 'ru')).body;
      expect(en).toMatchObject({ slug, effectiveOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      expect(ru.title).not.toBe(en.title);
    });

    it('answers 404 for anything else', async () => {
      expect((await get('/content/legal/imprint')).body.error.code).toBe('NOT_FOUND');
    });
  });
});
