import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningApi, type ListeningApi } from './test/listeningApi.js';
import { buildTestGateway } from './test/testGateway.js';

// bff over the real booking API (on an in-memory PGlite), driven through its GraphQL endpoint.
describe('GraphQL over the booking API', () => {
  let api: ListeningApi;
  let bff: Awaited<ReturnType<typeof buildTestGateway>>['app'];

  beforeAll(async () => {
    api = await startListeningApi();
    bff = (await buildTestGateway(api.url)).app;
  }, 120_000);

  afterAll(async () => {
    await bff?.close();
    await api?.close();
  });

  async function graphql(query: string, variables?: object, language = 'en') {
    const response = await bff.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      payload: { query, variables },
    });
    return { status: response.statusCode, body: response.json() };
  }

  it('lists the project country cities in the asked language, capital first', async () => {
    const en = await graphql('{ cities { value title latitude longitude } }');
    expect(en.body.errors).toBeUndefined();
    expect(en.body.data.cities[0]).toMatchObject({ value: 'beograd', title: 'Belgrade' });
    expect(en.body.data.cities[0].latitude).toBeCloseTo(44.8, 0);

    const sr = await graphql('{ cities { value title } }', undefined, 'sr-RS');
    expect(sr.body.data.cities[0]).toEqual({ value: 'beograd', title: 'Beograd' });
  });

  it('suggests venues and treatments for lowercased text in a city', async () => {
    const { body } = await graphql(
      'query ($text: String!, $city: ID) { suggestions(text: $text, city: $city) { branches { id slug title address } categories { id title node } } }',
      { text: '  SALON ', city: 'beograd' },
    );
    expect(body.errors).toBeUndefined();
    const { branches } = body.data.suggestions;
    expect(branches.length).toBeGreaterThan(0);
    for (const branch of branches) {
      expect(branch.title.toLowerCase()).toContain('salon');
      expect(branch.slug.endsWith(`-${branch.id}`)).toBe(true);
      expect(branch.address).toMatch(/Belgrade/);
    }
  });

  it('answers empty text with empty lists', async () => {
    const { body } = await graphql(
      '{ suggestions(text: "   ") { branches { id } categories { id } } }',
    );
    expect(body.data.suggestions).toEqual({ branches: [], categories: [] });
  });

  it('maps an unknown city to NOT_FOUND without internals', async () => {
    const { body } = await graphql(
      '{ suggestions(text: "hair", city: "atlantis") { branches { id } } }',
    );
    expect(body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(JSON.stringify(body.errors)).not.toMatch(/127\.0\.0\.1|stacktrace/);
  });

  it('refuses a request a browser could send cross-site without a preflight (CSRF)', async () => {
    const response = await bff.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: '{ cities { value } }' }),
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers malformed JSON with a 400', async () => {
    const response = await bff.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(response.statusCode).toBe(400);
  });

  it('reports readiness of the upstream', async () => {
    const response = await bff.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
  });
});

describe('GraphQL with the booking API down', () => {
  it('answers UPSTREAM_UNAVAILABLE and is not ready', async () => {
    const { app: bff } = await buildTestGateway('http://127.0.0.1:9');
    try {
      const response = await bff.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: '{ cities { value } }' },
      });
      expect(response.json().errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
      expect((await bff.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      expect((await bff.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await bff.close();
    }
  });
});
