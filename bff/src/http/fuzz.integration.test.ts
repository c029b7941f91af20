import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../api/src/test/testApp.js';
import { testDatabases } from '../../../api/src/test/testDatabases.js';
import { logInThrough } from '../test/customerSession.js';
import { hostileOperations, refusalOf } from '../test/hostileGraphql.js';
import { startStubUpstream } from '../test/stubUpstream.js';
import { buildTestGateway } from '../test/testGateway.js';

/** Deterministic pseudo-random numbers (mulberry32), so a failure reproduces. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Fuzzed = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

const validQuery =
  'query Suggest($text: String!, $city: ID) { suggestions(text: $text, city: $city) { branches { id } } }';
const json = { 'content-type': 'application/json' };

function generators(next: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const junk = (length: number) =>
    Array.from({ length }, () => String.fromCharCode(Math.floor(next() * 0xd7ff))).join('');
  const absurdValues = [
    null,
    0,
    -1,
    1e308,
    true,
    [],
    {},
    [[[]]],
    'x'.repeat(5000),
    junk(50),
    { $ne: 1 },
    '__proto__',
  ];
  const absurd = () => pick(absurdValues);

  return [
    (): Fuzzed => ({
      method: 'POST',
      url: '/graphql',
      headers: json,
      payload: junk(1 + Math.floor(next() * 200)),
    }),
    (): Fuzzed => {
      const body = JSON.stringify({ query: validQuery, variables: { text: 'hair' } });
      return {
        method: 'POST',
        url: '/graphql',
        headers: json,
        payload: body.slice(0, Math.floor(next() * body.length)),
      };
    },
    (): Fuzzed => ({
      method: 'POST',
      url: '/graphql',
      headers: json,
      payload: JSON.stringify({
        query: absurd(),
        variables: absurd(),
        operationName: absurd(),
        extensions: absurd(),
      }),
    }),
    (): Fuzzed => ({
      method: 'POST',
      url: '/graphql',
      headers: json,
      payload: JSON.stringify({ query: validQuery, variables: { text: absurd(), city: absurd() } }),
    }),
    (): Fuzzed => ({
      method: 'POST',
      url: '/graphql',
      headers: json,
      payload: JSON.stringify({
        query: validQuery,
        operationName: pick(['Nope', '', 'Suggest ', 'constructor']),
        variables: { text: 'x' },
      }),
    }),
    (): Fuzzed => ({
      method: 'POST',
      url: '/graphql',
      headers: json,
      payload: JSON.stringify({ query: `{ ${junk(30)} }` }),
    }),
    (): Fuzzed => ({
      method: 'POST',
      url: '/graphql',
      headers: json,
      payload: JSON.stringify({
        extensions: { persistedQuery: { version: absurd(), sha256Hash: absurd() } },
      }),
    }),
    (): Fuzzed => ({
      method: 'POST',
      url: '/graphql',
      headers: json,
      payload: `{"query":"${'{'.repeat(3000)}"}`,
    }),
    (): Fuzzed => ({
      method: 'POST',
      url: '/graphql',
      headers: json,
      payload: JSON.stringify({ query: validQuery, variables: { text: 'x'.repeat(200_000) } }),
    }),
    (): Fuzzed => ({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=latin1',
          junk(8),
        ]),
      },
      payload: JSON.stringify({ query: validQuery, variables: { text: 'x' } }),
    }),
    (): Fuzzed => ({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(pick([validQuery, junk(20), '{cities{value}}']))}&variables=${encodeURIComponent(junk(10))}`,
      headers: { 'apollo-require-preflight': 'true' },
    }),
    (): Fuzzed => ({
      method: pick(['PUT', 'DELETE', 'PATCH'] as const),
      url: '/graphql',
      headers: json,
      payload: '{}',
    }),
    (): Fuzzed => ({ method: 'GET', url: `/${encodeURIComponent(junk(12))}`, headers: {} }),
    (): Fuzzed => ({
      method: 'POST',
      url: '/graphql',
      headers: {
        ...json,
        cookie: junk(40).replace(/[\r\n]/g, ''),
        'accept-language': junk(10).replace(/[\r\n]/g, ''),
        'x-request-id': junk(20).replace(/[\r\n]/g, ''),
      },
      payload: JSON.stringify({ query: '{ cities { value } }' }),
    }),
  ];
}

describe('fuzzing the gateway with hostile input', () => {
  let upstream: Awaited<ReturnType<typeof startStubUpstream>>;
  let gateway: Awaited<ReturnType<typeof buildTestGateway>>;

  beforeAll(async () => {
    upstream = await startStubUpstream();
    // Limits high enough that the fuzzer reaches the parser rather than the rate limiter.
    gateway = await buildTestGateway(upstream.url, {
      RATE_LIMIT_SUGGESTIONS_PER_MINUTE: '100000',
      RATE_LIMIT_MUTATIONS_PER_MINUTE: '100000',
      RATE_LIMIT_COST_PER_MINUTE: '100000000',
      RATE_LIMIT_GRAPHQL_PER_MINUTE: '100000',
      RATE_LIMIT_ACCOUNT_PER_MINUTE: '100000',
    });
  });
  afterAll(async () => {
    await gateway.app.close();
    await upstream.close();
  });

  it('answers 3000 malformed requests with clean 4xx (or 2xx) and never a 5xx', async () => {
    const next = random(20261122);
    const makers = generators(next);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const total = 3000;
    for (let i = 0; i < total; i += 1) {
      const request = makers[i % makers.length]!();
      const response = await gateway.app.inject(request);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500) {
        failures.push(
          `${request.method} ${request.url.slice(0, 60)} ${request.payload?.slice(0, 80)} → ${response.statusCode} ${response.body.slice(0, 120)}`,
        );
      }
      if (response.statusCode >= 400 && /stack|at .*\.js|127\.0\.0\.1/.test(response.body)) {
        failures.push(`leaked internals: ${response.body.slice(0, 160)}`);
      }
    }
    console.info(
      `fuzz: ${total} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures.slice(0, 10)).toEqual([]);

    const healthy = await gateway.graphql('{ cities { value } }');
    expect(healthy.status).toBe(200);
  }, 120_000);
});

// Issue 14: hostile values in GraphQL variables, through the gateway to the real api.
describe('fuzzing the gateway over the real api with hostile variables', () => {
  let api: TestApp;
  let gateway: Awaited<ReturnType<typeof buildTestGateway>>;
  let session: string;
  let branch: string;
  let serviceId: string;

  beforeAll(async () => {
    api = await startTestApp(testDatabases()[0]!);
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const apiUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    gateway = await buildTestGateway(apiUrl, {
      SITE_URL: 'http://localhost:3000',
      RATE_LIMIT_SUGGESTIONS_PER_MINUTE: '100000',
      RATE_LIMIT_MUTATIONS_PER_MINUTE: '100000',
      RATE_LIMIT_GRAPHQL_PER_MINUTE: '100000',
    });
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    session = await logInThrough([
      `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`,
    ]);
    const suggest = await fetch(`${apiUrl}/network/suggest?s=lotus&d=beograd`, {
      headers: { 'x-project-country': 'RS' },
    }).then((response) => response.json() as Promise<{ branches: { id: number }[] }>);
    branch = String(suggest.branches[0]!.id);
    const services = await fetch(`${apiUrl}/branches/${branch}/services`, {
      headers: { 'x-project-country': 'RS' },
    }).then((response) => response.json() as Promise<{ groups: { services: { id: number }[] }[] }>);
    serviceId = String(services.groups[0]!.services[0]!.id);
  }, 180_000);
  afterAll(async () => {
    await gateway?.app.close();
    await api?.close();
  });

  it('answers each with a clear BAD_USER_INPUT or VALIDATION refusal, never a 5xx', async () => {
    const unclear: string[] = [];
    for (const operation of hostileOperations(branch, serviceId)) {
      const { status, body } = await gateway.graphql(
        operation.query,
        operation.variables,
        operation.session ? { cookie: session } : {},
      );
      const refusal = refusalOf(operation, body);
      if (status >= 500 || !refusal)
        unclear.push(`${operation.name} → ${status} ${JSON.stringify(body).slice(0, 200)}`);
    }
    expect(unclear).toEqual([]);
  }, 120_000);
});
