import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeRules } from '../../db/schema/index.js';
import type { TestApp } from '../../test/testApp.js';
import { callerHeaders, startTestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';

describe.each(testDatabases())('GET /route-rules/lookup on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
    await t.connection.db
      .update(routeRules)
      .set({ isActive: false })
      .where(eq(routeRules.source, '/cenovnik'));
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  const lookup = async (path: string | undefined) => {
    const response = await t.app.inject({
      url: '/route-rules/lookup',
      query: path === undefined ? {} : { path },
      headers: callerHeaders('RS'),
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('answers an exact rule', async () => {
    expect(await lookup('/faq')).toEqual({
      status: 200,
      body: { target: '/help-center', external: false, status: 301 },
    });
  });

  it('carries the rest of a prefix rule into the target', async () => {
    expect((await lookup('/salon/salon-lotus-vracar-1')).body).toEqual({
      target: '/company/salon-lotus-vracar-1',
      external: false,
      status: 301,
    });
    expect((await lookup('/blog/tag/nails')).body).toEqual({
      target: '/blog',
      external: false,
      status: 302,
    });
  });

  it('answers external targets as such', async () => {
    expect((await lookup('/careers')).body).toEqual({
      target: 'https://jobs.termin.app',
      external: true,
      status: 302,
    });
  });

  it('answers 404 NOT_FOUND without a rule, and for an inactive one', async () => {
    for (const path of ['/company/salon-lotus-vracar-1', '/salon', '/cenovnik']) {
      const { status, body } = await lookup(path);
      expect(status).toBe(404);
      expect(body).toEqual({ error: { code: 'NOT_FOUND', message: `No redirect for ${path}` } });
    }
  });

  it.each([[undefined], [''], ['faq'], ['/' + 'x'.repeat(2000)]])(
    'refuses path %j with 400 VALIDATION',
    async (path) => {
      const { status, body } = await lookup(path);
      expect(status).toBe(400);
      expect(body.error.details[0]).toMatchObject({ location: 'querystring', field: 'path' });
    },
  );
});
