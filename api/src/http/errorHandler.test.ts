// The error contract with a database that always fails, so no real database is needed.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/connect.js';

const failingDatabase = new Proxy({} as Database, {
  get() {
    throw new Error('Failed query: select "code" from "countries" where "code" = $1');
  },
});

async function appIn(nodeEnv: 'development' | 'production') {
  const config = loadConfig({ NODE_ENV: nodeEnv, LOG_LEVEL: 'silent' });
  return buildApp({ config, db: failingDatabase });
}

const headers = { 'x-project-country': 'RS' };

describe('error answers', () => {
  it('hide internals of a 5xx in production', async () => {
    const app = await appIn('production');
    const response = await app.inject({ url: '/countries/RS', headers });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Internal server error' },
    });
    expect(response.body).not.toMatch(/select|countries|stack/i);
    await app.close();
  });

  it('show the failure message outside production, still without a stack', async () => {
    const app = await appIn('development');
    const response = await app.inject({ url: '/countries/RS', headers });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL');
    expect(response.json().error.message).toContain('Failed query');
    expect(response.body).not.toContain('    at ');
    await app.close();
  });

  it('answer 503 UNAVAILABLE from readyz when the database fails', async () => {
    const app = await appIn('production');
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: 'The database does not answer' },
    });
    await app.close();
  });

  it('answer 404 NOT_FOUND for an unknown route', async () => {
    const app = await appIn('production');
    const response = await app.inject({ url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Route GET /nowhere not found' },
    });
    await app.close();
  });

  it('answer 404 for a known path with another method', async () => {
    const app = await appIn('production');
    const response = await app.inject({ method: 'DELETE', url: '/healthz' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    await app.close();
  });

  it('list every validation issue of the first invalid part, before touching the database', async () => {
    const app = await appIn('production');
    const tooLong = 'x'.repeat(101);
    const response = await app.inject({
      url: `/network/suggest?s=${tooLong}&d=${tooLong}`,
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION',
        message: expect.stringContaining('querystring/s'),
        details: [
          {
            location: 'querystring',
            field: 's',
            message: 'must NOT have more than 100 characters',
          },
          {
            location: 'querystring',
            field: 'd',
            message: 'must NOT have more than 100 characters',
          },
        ],
      },
    });
    await app.close();
  });
});
