import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningApi, type ListeningApi } from '../test/listeningApi.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { webBuilt } from '../test/processes.js';
import { startUpstreamSwitch } from '../test/upstreamSwitch.js';

// Issue 41 finding 7: with api down, a venue's public pages come from what bff saved, saying so
// (in the project's languages; Russian is a Russian project's, SavedDataNotice.test.tsx), and the booking steps answer the unavailable page instead of a step that could
// not be booked.
describe.skipIf(!webBuilt)('venue pages with api down (needs the web build)', () => {
  let api: ListeningApi;
  let upstream: Awaited<ReturnType<typeof startUpstreamSwitch>>;
  let bff: Awaited<ReturnType<typeof buildApp>>;
  let slug: string;

  beforeAll(async () => {
    api = await startListeningApi();
    upstream = await startUpstreamSwitch(api.port);
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      API_URL: upstream.url,
      SESSION_SECRET: 'api-down-venue-pages-secret-0123456789',
      // Every page rendered (none reused whole), and the venue data past its stale time by the
      // time api goes down: what is shown then is only what was kept for an outage.
      PAGE_CACHE_SECONDS: '0',
      VENUE_CACHE_SECONDS: '1',
      VENUE_CACHE_STALE_SECONDS: '0',
      UPSTREAM_TIMEOUT_MS: '2000',
    });
    bff = await buildApp(config);
    const suggest = await fetch(`${upstream.url}/network/suggest?s=lotus&d=beograd`, {
      headers: { 'x-project-country': 'RS' },
    }).then((response) => response.json() as Promise<{ branches: { slug: string }[] }>);
    slug = suggest.branches[0]!.slug;
  }, 120_000);

  afterAll(async () => {
    await bff?.close();
    await upstream?.close();
    await api?.close();
  });

  const page = (path: string) => bff.inject({ method: 'GET', url: path });
  /** The notice as rendered (every message of the page also travels in its hydration data). */
  const showsNotice = (html: string, notice: string) =>
    new RegExp(`<p role="status"[^>]*>${notice}`).test(html);
  const notices = {
    en: 'Showing saved information; booking is unavailable right now.',
    'sr-RS': 'Prikazujemo sačuvane podatke; zakazivanje trenutno nije moguće.',
  };

  it('shows the company pages from saved data with a notice, and refuses the booking steps', async () => {
    for (const [prefix, notice] of Object.entries(notices)) {
      const up = await page(`/${prefix}/company/${slug}`);
      expect(up.statusCode, prefix).toBe(200);
      expect(showsNotice(up.body, notice)).toBe(false);
      expect((await page(`/${prefix}/company/${slug}/reviews`)).statusCode).toBe(200);
    }
    const name = /<h1[^>]*>([^<]+)<\/h1>/.exec((await page(`/en/company/${slug}`)).body)![1]!;
    expect((await page(`/en/book-now/${slug}/services`)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));

    upstream.down();
    // bff asks api's readiness at most every 2 s: the notice shows once it has asked since.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    try {
      for (const [prefix, notice] of Object.entries(notices)) {
        const down = await page(`/${prefix}/company/${slug}`);
        expect(down.statusCode, prefix).toBe(200);
        expect(down.body).toContain(name);
        expect(showsNotice(down.body, notice), prefix).toBe(true);
        const reviews = await page(`/${prefix}/company/${slug}/reviews`);
        expect(reviews.statusCode, prefix).toBe(200);
        expect(showsNotice(reviews.body, notice), prefix).toBe(true);
      }
      for (const step of ['', '/services']) {
        const booking = await page(`/en/book-now/${slug}${step}`);
        expect(booking.statusCode, step).toBe(503);
        expect(booking.body).toContain('Ooops unexpected error');
      }
    } finally {
      upstream.up();
    }

    // Back: the notice goes once bff has seen api answer again (its check is at most 2 s old,
    // the circuit's trial call comes after 5 s).
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const back = await page(`/en/company/${slug}`);
    expect(back.statusCode).toBe(200);
    expect(showsNotice(back.body, notices.en)).toBe(false);
    expect((await page(`/en/book-now/${slug}/services`)).statusCode).toBe(200);
  }, 90_000);
});
