import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webBuilt } from '../test/processes.js';
import { startStubUpstream } from '../test/stubUpstream.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

// Forms post to their page's URL and the route's action answers (a form sent before hydration or
// without JavaScript); only forms this site's pages sent, and never from the page cache.
describe.skipIf(!webBuilt)('page forms (needs the web build)', () => {
  let upstream: Awaited<ReturnType<typeof startStubUpstream>>;
  let bff: Awaited<ReturnType<typeof buildApp>>;
  const siteUrl = 'https://termin.example';

  beforeAll(async () => {
    upstream = await startStubUpstream();
    bff = await buildApp(
      loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        API_URL: upstream.url,
        SITE_URL: siteUrl,
        SESSION_SECRET: 'page-forms-secret-0123456789abcdef',
      }),
    );
  }, 60_000);

  afterAll(async () => {
    await bff?.close();
    await upstream?.close();
  });

  const post = (url: string, headers: Record<string, string>, payload = 'rating=5') =>
    bff.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload,
    });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['nothing that says where it came from', {}],
  ])('refuses a form from %s, in the page language, and does nothing', async (_what, headers) => {
    const answer = await post('/sr-RS/profile/settings/general', headers);
    expect(answer.statusCode).toBe(403);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toMatch(/^Ovaj obrazac je poslat sa drugog sajta/);
  });

  it("accepts the site's own origin and the host it was sent to", async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: siteUrl },
      { origin: 'http://localhost:80', host: 'localhost:80' },
      { 'sec-fetch-site': 'same-origin' },
    ]) {
      // The start page has no action: the router answers 405, rendered as a page, not a refusal.
      const answer = await post('/en', headers);
      expect(answer.statusCode).toBe(405);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('takes only small url-encoded forms', async () => {
    const json = await bff.inject({
      method: 'POST',
      url: '/en',
      headers: { 'content-type': 'application/json', origin: siteUrl },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
    const huge = await post('/en', { origin: siteUrl }, `comment=${'x'.repeat(20_000)}`);
    expect(huge.statusCode).toBe(413);
  });
});
