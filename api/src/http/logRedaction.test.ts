// Requests that carry a customer's personal data and secrets, over a database whose every query
// fails the way drizzle reports it (the query's parameters in the message, PostgreSQL's detail
// naming the values): the captured log lines and the error answer carry none of it (issue 14).
import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/connect.js';
import { redactUrl } from './logRedaction.js';

const personal = {
  name: 'Milica Petrović',
  phone: '+381641112233',
  email: 'milica.petrovic@example.test',
  token: 'tok_4f9c2e7b1a8d6e3f5c0b9a7d',
  giftCardCode: 'TERM-SECR-ET12',
  state: 'Ab12Cd34',
  challenge: 'x'.repeat(43),
  password: 'hunter2-hunter2',
};

const failingDatabase = new Proxy({} as Database, {
  get() {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: `Key (email)=(${personal.email}) already exists.`,
    });
    throw new DrizzleQueryError(
      'insert into "orders" ("contact_name", "contact_phone", "contact_email") values ($1, $2, $3)',
      [personal.name, personal.phone, personal.email],
      cause,
    );
  },
});

async function appWithCapturedLogs() {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'trace' });
  const app = await buildApp({ config, db: failingDatabase, logStream });
  return { app, lines };
}

describe('api logs', () => {
  it('carry no personal data or secrets of a request, even when its query fails', async () => {
    const { app, lines } = await appWithCapturedLogs();
    const order = await app.inject({
      method: 'POST',
      url: '/orders',
      headers: {
        'x-project-country': 'RS',
        authorization: `Bearer ${personal.token}`,
        cookie: `session=${personal.token}`,
        'idempotency-key': personal.token,
      },
      payload: {
        branchId: 1,
        items: [{ serviceId: 1, masterId: null }],
        start: '2030-03-05T10:00',
        contact: { name: personal.name, phone: personal.phone, email: personal.email },
        comment: personal.name,
        giftCardCode: personal.giftCardCode,
      },
    });
    expect(order.statusCode).toBe(500);
    await app.inject({
      url: `/gift-cards/${personal.giftCardCode}`,
      headers: { 'x-project-country': 'RS' },
    });
    await app.inject({
      url: `/me?client=web&state=${personal.state}&code_challenge=${personal.challenge}&redirectUrl=https%3A%2F%2Fexample.test%2F`,
    });
    await app.inject({
      method: 'POST',
      url: '/me/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email: personal.email,
        password: personal.password,
      }).toString(),
    });
    await app.close();

    const log = lines.join('');
    // The lines are still useful: the failure, its SQL and the routes are there.
    expect(log).toContain('request failed');
    expect(log).toContain('insert into \\"orders\\"');
    expect(log).toContain('/gift-cards/[redacted]');
    expect(log).toContain('"url":"/orders"');
    for (const value of Object.values(personal)) expect(log).not.toContain(value);
    for (const value of Object.values(personal)) expect(order.body).not.toContain(value);
  });

  it('keep harmless query values of a URL and hide secret ones', () => {
    expect(redactUrl('/search?q=nails&city=beograd')).toBe('/search?q=nails&city=beograd');
    expect(redactUrl('/me?client=web&state=Ab12Cd34&code_challenge=abc')).toBe(
      '/me?client=web&state=%5Bredacted%5D&code_challenge=%5Bredacted%5D',
    );
    expect(redactUrl('/gift-cards/TERM-AAAA-BBBB/payments')).toBe(
      '/gift-cards/[redacted]/payments',
    );
  });
});
