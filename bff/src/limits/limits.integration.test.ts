import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStubUpstream } from '../test/stubUpstream.js';
import { buildTestGateway } from '../test/testGateway.js';
import { operationLimits } from './operationLimits.js';

type Gateway = Awaited<ReturnType<typeof buildTestGateway>>;
let upstream: Awaited<ReturnType<typeof startStubUpstream>>;
let gateway: Gateway;

beforeAll(async () => {
  upstream = await startStubUpstream();
  gateway = await buildTestGateway(upstream.url);
});
afterAll(async () => {
  await gateway.app.close();
  await upstream.close();
});

const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }) =>
  body.errors?.[0]?.extensions?.code;

describe('operation limits', () => {
  it('refuses too many aliases before calling the upstream', async () => {
    const calls = upstream.calls.length;
    const aliases = Array.from(
      { length: operationLimits.maxAliases + 1 },
      (_, i) => `c${i}: cities { value }`,
    );
    const { status, body } = await gateway.graphql(`{ ${aliases.join(' ')} }`);
    expect(status).toBe(400);
    expect(codeOf(body)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(upstream.calls.length).toBe(calls);
  });

  it('refuses too many root fields, counting those inside fragments', async () => {
    const fields = Array.from({ length: operationLimits.maxRootFields + 1 }, () => '__typename');
    const { status, body } = await gateway.graphql(
      `query { ...Root } fragment Root on Query { ${fields.join(' ')} }`,
    );
    expect(status).toBe(400);
    expect(body.errors.map((e: { message: string }) => e.message).join()).toMatch(/root fields/i);
  });

  it('refuses a query nested deeper than the limit', async () => {
    let selection = 'name';
    for (let i = 0; i < operationLimits.maxDepth + 2; i += 1) selection = `ofType { ${selection} }`;
    const { status } = await gateway.graphql(
      `{ __type(name: "City") { fields { type { ${selection} } } } }`,
    );
    expect(status).toBe(400);
  });

  it('refuses an oversized document', async () => {
    const { status } = await gateway.graphql(
      `{ ${'__typename '.repeat(operationLimits.maxTokens + 10)} }`,
    );
    expect(status).toBe(400);
  });

  it('keeps introspection and field suggestions off in production', async () => {
    const introspection = await gateway.graphql('{ __schema { types { name } } }');
    expect(introspection.status).toBe(400);
    const typo = await gateway.graphql('{ citiez { value } }');
    expect(JSON.stringify(typo.body)).not.toMatch(/Did you mean/);
  });

  it('refuses batched operations', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: [{ query: '{ cities { value } }' }, { query: '{ cities { value } }' }],
    });
    expect(response.statusCode).toBe(400);
  });
});

// Addresses unique to this run: with Redis, counters outlive the process for a minute.
const randomAddress = () =>
  `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 250)).join('.')}`;

/** A gateway with some limits lowered, sharing them through Redis when the run has one. */
const limitedGateway = (env: Record<string, string>) =>
  buildTestGateway(upstream.url, {
    ...env,
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });

const tenServices = Array.from({ length: 10 }, (_, i) => String(i + 1));
/** The finding's shape (issue 14): 62 days of 10 services, aliased per branch. */
const availabilityAliases = (count: number) =>
  `{ ${Array.from(
    { length: count },
    (_, i) =>
      `b${i}: availability(branch: "${i + 1}", serviceIds: ${JSON.stringify(tenServices)}, days: 62) { days { date slots { time startsAt masterIds } } }`,
  ).join(' ')} }`;

describe('operation cost', () => {
  it('refuses five aliased 62-day availabilities before calling the upstream', async () => {
    const calls = upstream.calls.length;
    const { status, body } = await gateway.graphql(availabilityAliases(5));
    expect(status).toBe(400);
    expect(codeOf(body)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(body.errors[0].message).toMatch(/too much/);
    expect(upstream.calls.length).toBe(calls);
  });

  it('charges every operation to the client cost budget: RATE_LIMITED with Retry-After', async () => {
    const limited = await limitedGateway({ RATE_LIMIT_COST_PER_MINUTE: '10000' });
    const client = { 'x-forwarded-for': randomAddress() };
    try {
      // One such availability costs about 3700 points: the third goes past 10000.
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof limited.graphql>> | undefined;
      for (let i = 0; i < 3; i += 1) {
        last = await limited.graphql(availabilityAliases(1), undefined, client);
        statuses.push(last.status);
      }
      expect(statuses.slice(0, 2)).not.toContain(429);
      expect(statuses[2]).toBe(429);
      expect(codeOf(last!.body)).toBe('RATE_LIMITED');
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      // Another client's budget is its own.
      const other = { 'x-forwarded-for': randomAddress() };
      expect((await limited.graphql('{ cities { value } }', undefined, other)).status).toBe(200);
    } finally {
      await limited.app.close();
    }
  });
});

describe('rate limits', () => {
  it('answers RATE_LIMITED with 429 once a client exceeds the suggestion limit', async () => {
    const limited = await limitedGateway({ RATE_LIMIT_SUGGESTIONS_PER_MINUTE: '3' });
    const client = { 'x-forwarded-for': randomAddress() };
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const { status } = await limited.graphql(
          '{ suggestions(text: "hair") { branches { id } } }',
          undefined,
          client,
        );
        statuses.push(status);
      }
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(statuses.slice(3)).toEqual([429, 429]);
      const last = await limited.graphql(
        '{ suggestions(text: "hair") { branches { id } } }',
        undefined,
        client,
      );
      expect(codeOf(last.body)).toBe('RATE_LIMITED');
      // Other operations and other clients are not affected.
      expect((await limited.graphql('{ cities { value } }', undefined, client)).status).toBe(200);
      const other = { 'x-forwarded-for': randomAddress() };
      expect(
        (await limited.graphql('{ suggestions(text: "x") { branches { id } } }', undefined, other))
          .status,
      ).toBe(200);
    } finally {
      await limited.app.close();
    }
  });

  it('counts every suggestion lookup: aliases, fragments and inline fragments', async () => {
    const limited = await limitedGateway({ RATE_LIMIT_SUGGESTIONS_PER_MINUTE: '5' });
    const lookup = (alias: string) => `${alias}: suggestions(text: "hair") { branches { id } }`;
    try {
      // Ten aliases are ten upstream lookups: over a limit of five in one operation.
      const aliased = { 'x-forwarded-for': randomAddress() };
      const ten = Array.from({ length: 10 }, (_, i) => lookup(`s${i}`)).join(' ');
      const tenAtOnce = await limited.graphql(`{ ${ten} }`, undefined, aliased);
      expect(tenAtOnce.status).toBe(429);
      expect(codeOf(tenAtOnce.body)).toBe('RATE_LIMITED');

      // Hidden in fragments, three lookups an operation: the second operation goes past five.
      const hidden = { 'x-forwarded-for': randomAddress() };
      const fragments = `query { ...Lookup ... on Query { ${lookup('b')} } }
        fragment Lookup on Query { ${lookup('a')} ${lookup('c')} }`;
      expect((await limited.graphql(fragments, undefined, hidden)).status).toBe(200);
      expect((await limited.graphql(fragments, undefined, hidden)).status).toBe(429);
    } finally {
      await limited.app.close();
    }
  });
});

describe('gift card checks (issue 41: 2,700 codes a minute from one address)', () => {
  it('refuses checking more codes than the limit from one address, before asking api', async () => {
    const limited = await limitedGateway({ RATE_LIMIT_GIFT_CARDS_PER_MINUTE: '10' });
    const client = { 'x-forwarded-for': randomAddress() };
    const check = (code: string, headers = client) =>
      limited.graphql(
        'query ($code: String!) { giftCard(code: $code) { code } }',
        { code },
        headers,
      );
    try {
      const calls = () => upstream.calls.filter((call) => call.includes('/gift-cards/')).length;
      const before = calls();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) statuses.push((await check(`GUESS${i}`)).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses.slice(10)).toEqual([429, 429]);
      expect(calls() - before).toBe(10);
      // Aliases are checks too: three in one operation from a new address after nine.
      const other = { 'x-forwarded-for': randomAddress() };
      for (let i = 0; i < 9; i += 1) await check(`OTHER${i}`, other);
      const aliased = await limited.graphql(
        '{ a: giftCard(code: "A") { code } b: giftCard(code: "B") { code } }',
        undefined,
        other,
      );
      expect(aliased.status).toBe(429);
      expect(codeOf(aliased.body)).toBe('RATE_LIMITED');
    } finally {
      await limited.app.close();
    }
  });
});

describe('public cache and metrics', () => {
  it('asks the upstream for cities once while the cache is fresh', async () => {
    const before = upstream.calls.filter((call) => call.startsWith('GET /countries')).length;
    for (let i = 0; i < 3; i += 1) await gateway.graphql('{ cities { value } }');
    const after = upstream.calls.filter((call) => call.startsWith('GET /countries')).length;
    expect(after - before).toBeLessThanOrEqual(1);
  });

  it('reports requests, operations, upstream calls and cache lookups in Prometheus format', async () => {
    await gateway.graphql('query Cities { cities { value } }');
    const response = await gateway.app.metricsServer.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    for (const name of [
      'bff_http_request_duration_seconds_bucket',
      'bff_graphql_operation_duration_seconds_count{operation="Cities",type="query",outcome="ok"}',
      'bff_upstream_call_duration_seconds_count{operation="GET /countries/{projectCountry}",status="200"}',
      'bff_public_cache_lookups_total{result="hit"}',
      'bff_graphql_operation_cost_count{source="client"}',
      'bff_upstream_circuit_open{lane="write"} 0',
    ]) {
      expect(response.body).toContain(name);
    }
  });
});
