import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../test/processes.js';
import { startStubUpstream } from '../test/stubUpstream.js';
import { buildTestGateway } from '../test/testGateway.js';
import { manifestPath, sha256Hex } from './trustedDocuments.js';

// Issue 14: a production bff runs web's own operations (by hash, or by their text) and nothing
// else, and never learns new ones.
const manifest = JSON.parse(readFileSync(manifestPath(repoRoot), 'utf8')) as Record<string, string>;
function operation(name: string) {
  const named = new RegExp(`\\b(query|mutation) ${name}\\b`);
  const [key, text] = Object.entries(manifest).find(([, t]) => named.test(t))!;
  return { hash: key.replace('sha256:', ''), text };
}
const persisted = (sha256Hash: string) => ({ persistedQuery: { version: 1, sha256Hash } });
const cities = operation('Cities');
const adHoc = '{ cities { value } }';

type Gateway = Awaited<ReturnType<typeof buildTestGateway>>;
let upstream: Awaited<ReturnType<typeof startStubUpstream>>;

beforeAll(async () => {
  upstream = await startStubUpstream();
});
afterAll(() => upstream.close());

async function post(gateway: Gateway, payload: object) {
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

/** A GET as Apollo Client sends one (its JSON content type is what CSRF prevention asks for). */
async function get(gateway: Gateway, params: Record<string, unknown>, headers = {}) {
  const search = new URLSearchParams(
    Object.entries(params).map(([key, value]): [string, string] => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
  const response = await gateway.app.inject({
    method: 'GET',
    url: `/graphql?${search}`,
    headers: { 'content-type': 'application/json', ...headers },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }) =>
  body.errors?.[0]?.extensions?.code;

describe('a production bff', () => {
  let gateway: Gateway;
  beforeAll(async () => {
    gateway = await buildTestGateway(upstream.url, { GRAPHQL_ALLOW_ANY_OPERATION: '0' });
  });
  afterAll(() => gateway.app.close());

  it('runs one of web’s queries by its hash, over POST and over GET', async () => {
    const byPost = await post(gateway, { extensions: persisted(cities.hash) });
    expect(byPost.status).toBe(200);
    expect(byPost.body.data.cities[0]).toMatchObject({ __typename: 'City', value: 'beograd' });
    const byGet = await get(gateway, {
      operationName: 'Cities',
      extensions: persisted(cities.hash),
    });
    expect(byGet.status).toBe(200);
    expect(byGet.body).toEqual(byPost.body);
  });

  it('runs one by its GraphQL over HTTP document id, over POST and over GET', async () => {
    const byPost = await post(gateway, { documentId: `sha256:${cities.hash}` });
    expect(byPost.body.data.cities).toHaveLength(2);
    const byGet = await get(gateway, { documentId: `sha256:${cities.hash}` });
    expect(byGet.body).toEqual(byPost.body);
  });

  it('runs the text of one of web’s operations (dev tools sending what they see)', async () => {
    const { status, body } = await post(gateway, {
      query: 'query Cities { cities { value title latitude longitude } }',
    });
    expect(status).toBe(200);
    expect(body.data.cities).toHaveLength(2);
  });

  it('answers an unknown hash PERSISTED_QUERY_NOT_FOUND', async () => {
    const { body } = await post(gateway, { extensions: persisted(sha256Hex(adHoc)) });
    expect(codeOf(body)).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(body.data).toBeUndefined();
  });

  it('refuses any other text, over POST and over GET, before calling the upstream', async () => {
    const calls = upstream.calls.length;
    const byPost = await post(gateway, { query: adHoc });
    expect(byPost.status).toBe(400);
    expect(codeOf(byPost.body)).toBe('OPERATION_NOT_ALLOWED');
    expect(byPost.body.errors[0].message).toMatch(/not allowed/);
    const byGet = await get(gateway, { query: adHoc });
    expect(byGet.status).toBe(400);
    expect(codeOf(byGet.body)).toBe('OPERATION_NOT_ALLOWED');
    expect(upstream.calls.length).toBe(calls);
  });

  it('does not learn a hash sent with its text', async () => {
    const hash = sha256Hex(adHoc);
    await post(gateway, { query: adHoc, extensions: persisted(hash) });
    expect(codeOf((await post(gateway, { extensions: persisted(hash) })).body)).toBe(
      'PERSISTED_QUERY_NOT_FOUND',
    );
  });

  it('keeps mutations off GET and GETs behind CSRF prevention', async () => {
    const mutation = await get(gateway, { extensions: persisted(operation('UpdateProfile').hash) });
    expect(mutation.status).toBe(405);
    // No JSON content type nor a preflight header: a page elsewhere could have sent it.
    const search = new URLSearchParams({ extensions: JSON.stringify(persisted(cities.hash)) });
    const simple = await gateway.app.inject({ method: 'GET', url: `/graphql?${search}` });
    expect(simple.statusCode).toBe(400);
    expect(simple.body).toMatch(/Cross-Site Request Forgery/);
  });
});

describe('bff in development, or in production with GRAPHQL_ALLOW_ANY_OPERATION=1', () => {
  for (const [name, env] of [
    ['development', { NODE_ENV: 'development' }],
    ['the opt-out', { GRAPHQL_ALLOW_ANY_OPERATION: '1' }],
  ] as const) {
    it(`runs any text, still by hash only what web has (${name})`, async () => {
      const gateway = await buildTestGateway(upstream.url, env);
      try {
        const text = await post(gateway, { query: adHoc });
        expect(text.body).toEqual({
          data: { cities: [{ value: 'beograd' }, { value: 'nis' }] },
        });
        // Apollo Client's retry after an unknown hash: the text runs, the hash is not learnt.
        const hash = sha256Hex(adHoc);
        expect((await post(gateway, { query: adHoc, extensions: persisted(hash) })).status).toBe(
          200,
        );
        expect(codeOf((await post(gateway, { extensions: persisted(hash) })).body)).toBe(
          'PERSISTED_QUERY_NOT_FOUND',
        );
      } finally {
        await gateway.app.close();
      }
    });
  }
});
