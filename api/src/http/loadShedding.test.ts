// Load shedding over a real listening server whose routes wait until the test lets them answer,
// so "in flight" is exact and no timing decides the outcome.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ConcurrencyGate, registerLoadShedding, type LoadSheddingLimits } from './loadShedding.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app whose /work answers only when released; /healthz and /readyz answer at once. */
async function startApp(limits: LoadSheddingLimits) {
  const held: (() => void)[] = [];
  const handled: string[] = [];
  app = Fastify();
  registerLoadShedding(app, limits);
  const work = async (request: { method: string; url: string }) => {
    handled.push(`${request.method} ${request.url}`);
    await new Promise<void>((resolve) => held.push(resolve));
    return { ok: true };
  };
  app.get('/work', work);
  app.post('/work', work);
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async () => ({ status: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    handled,
    /** Lets the oldest held request answer. */
    releaseOne: () => held.shift()?.(),
    releaseAll: () => held.splice(0).forEach((release) => release()),
    send: (method: 'GET' | 'POST', path = '/work', tag = '') =>
      fetch(`${base}${path}${tag ? `?${tag}` : ''}`, {
        method,
        ...(method === 'POST'
          ? { body: '{}', headers: { 'content-type': 'application/json' } }
          : {}),
      }),
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('api load shedding', () => {
  it('refuses a request over the limit at once with 503 and Retry-After', async () => {
    const server = await startApp({ maxInFlight: 2, maxQueue: 0, queueTimeoutMs: 60_000 });
    const first = [server.send('GET'), server.send('GET')];
    await until(() => server.handled.length === 2);

    // The two in flight are still held: the answer cannot have waited for them.
    const refused = await server.send('GET');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: 'The service is busy. Please try again in a moment.' },
    });
    expect(server.handled).toHaveLength(2);

    server.releaseAll();
    expect((await Promise.all(first)).map((response) => response.status)).toEqual([200, 200]);
    // The places are free again.
    const again = server.send('GET');
    await until(() => server.handled.length === 3);
    server.releaseAll();
    expect((await again).status).toBe(200);
  });

  it('never sheds health and readiness checks', async () => {
    const server = await startApp({ maxInFlight: 1, maxQueue: 0, queueTimeoutMs: 60_000 });
    const busy = server.send('GET');
    await until(() => server.handled.length === 1);
    expect((await server.send('GET', '/healthz')).status).toBe(200);
    expect((await server.send('GET', '/readyz')).status).toBe(200);
    expect((await server.send('GET')).status).toBe(503);
    server.releaseAll();
    await busy;
  });

  it('serves a queued request once a place frees, and refuses one that waited too long', async () => {
    const server = await startApp({ maxInFlight: 1, maxQueue: 1, queueTimeoutMs: 100 });
    const first = server.send('GET', '/work', 'first');
    await until(() => server.handled.length === 1);
    const queued = server.send('GET', '/work', 'queued');
    // Nobody frees a place within the queue's wait: refused, never handled.
    expect((await queued).status).toBe(503);
    const next = server.send('GET', '/work', 'next');
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.releaseOne();
    await until(() => server.handled.length === 2);
    server.releaseAll();
    expect((await first).status).toBe(200);
    expect((await next).status).toBe(200);
    expect(server.handled).toEqual(['GET /work?first', 'GET /work?next']);
  });

  it('sheds reads before a booking: a write takes a waiting read’s place and goes first', async () => {
    const server = await startApp({ maxInFlight: 1, maxQueue: 2, queueTimeoutMs: 60_000 });
    const first = server.send('GET', '/work', 'first');
    await until(() => server.handled.length === 1);
    const readA = server.send('GET', '/work', 'a');
    const readB = server.send('GET', '/work', 'b');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const booking = server.send('POST', '/work', 'booking');

    // The queue was full of reads: the newest read makes room for the booking.
    expect((await readB).status).toBe(503);
    server.releaseOne();
    await until(() => server.handled.length === 2);
    expect(server.handled[1]).toBe('POST /work?booking');
    server.releaseOne();
    await until(() => server.handled.length === 3);
    server.releaseAll();
    expect((await booking).status).toBe(200);
    expect((await readA).status).toBe(200);
    expect((await first).status).toBe(200);
  });
});

describe('ConcurrencyGate', () => {
  it('gives a place back when a waiting caller goes away', async () => {
    const gate = new ConcurrencyGate({ maxInFlight: 1, maxQueue: 1, queueTimeoutMs: 60_000 });
    expect(await gate.enter('read').admitted).toBe(true);
    const waiting = gate.enter('read');
    waiting.cancel();
    expect(await waiting.admitted).toBe(false);
    expect(gate.load).toEqual({ inFlight: 1, queued: 0 });
    gate.leave();
    expect(gate.load).toEqual({ inFlight: 0, queued: 0 });
  });

  it('refuses a write only when the queue is full of writes', async () => {
    const gate = new ConcurrencyGate({ maxInFlight: 1, maxQueue: 1, queueTimeoutMs: 60_000 });
    await gate.enter('write').admitted;
    const queuedWrite = gate.enter('write');
    expect(await gate.enter('write').admitted).toBe(false);
    gate.leave();
    expect(await queuedWrite.admitted).toBe(true);
  });
});
