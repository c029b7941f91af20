import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { BookingApi, type BookingApiOptions } from './bookingApi.js';
import { projectCountry } from './countriesApi.js';
import { suggest } from './searchApi.js';
import { createUpstreamTransport } from './transport.js';

const country = { code: 'RS', title: 'Serbia', currency: 'RSD', cities: [] };

function apiWith(
  respond: (request: Request) => Response | Promise<Response>,
  { timeoutMs = 1000, ...options }: Partial<BookingApiOptions> & { timeoutMs?: number } = {},
) {
  // Like a real fetch, the stub holds every request it was given (so in-flight ones stay alive).
  const requests: Request[] = [];
  const fetchStub = vi.fn(async (request: Request) => {
    requests.push(request);
    return respond(request);
  });
  const api = new BookingApi({
    baseUrl: 'http://upstream.test',
    country: 'RS',
    language: 'sr',
    requestId: 'req-1',
    send: createUpstreamTransport({ timeoutMs, fetch: fetchStub as unknown as typeof fetch }).send,
    ...options,
  });
  return { api, requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function rejection(promise: Promise<unknown>): Promise<GraphQLError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  return error as GraphQLError;
}

describe('BookingApi', () => {
  it('sends the project country, language and request id on every call (spec §7)', async () => {
    const { api, requests } = apiWith(() => json(country));
    await projectCountry(api);
    const [request] = requests;
    expect(request?.url).toBe('http://upstream.test/countries/RS');
    expect(request?.headers.get('x-project-country')).toBe('RS');
    expect(request?.headers.get('accept-language')).toBe('sr');
    expect(request?.headers.get('x-request-id')).toBe('req-1');
  });

  it('asks for the country once per request however many fields need it', async () => {
    const { api, requests } = apiWith(() => json(country));
    await Promise.all([projectCountry(api), projectCountry(api), projectCountry(api)]);
    expect(requests).toHaveLength(1);
  });

  it('passes the text and city to suggest, leaving out an absent city', async () => {
    const { api, requests } = apiWith(() => json({ branches: [], categories: [] }));
    await suggest(api, 'hair', 'beograd');
    await suggest(api, 'nails', undefined);
    expect(requests.map((request) => new URL(request.url).search)).toEqual([
      '?s=hair&d=beograd',
      '?s=nails',
    ]);
  });

  it('maps an upstream 404 to NOT_FOUND with its message', async () => {
    const { api } = apiWith(() =>
      json({ error: { code: 'NOT_FOUND', message: 'No such country' } }, 404),
    );
    const error = await rejection(projectCountry(api));
    expect(error.extensions.code).toBe('NOT_FOUND');
    expect(error.message).toBe('No such country');
  });

  it('hides the message of an upstream 5xx', async () => {
    const { api } = apiWith(() => json({ error: { message: 'relation "x" does not exist' } }, 500));
    const error = await rejection(projectCountry(api));
    expect(error.extensions.code).toBe('UPSTREAM_ERROR');
    expect(error.message).not.toContain('relation');
  });

  it('answers UPSTREAM_UNAVAILABLE when the upstream cannot be reached', async () => {
    const { api } = apiWith(() => {
      throw new TypeError('fetch failed');
    });
    const error = await rejection(projectCountry(api));
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'unreachable' });
  });

  it('answers UPSTREAM_UNAVAILABLE (overloaded: nothing was done) when the upstream sheds load', async () => {
    const { api } = apiWith(() =>
      json({ error: { code: 'UNAVAILABLE', message: 'The service is busy.' } }, 503),
    );
    const error = await rejection(
      api.mutate('key-1', (headers) =>
        api.client.POST('/gift-cards', {
          params: { header: { ...api.header, ...headers } },
          body: {} as never,
        }),
      ),
    );
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'overloaded' });
  });

  it('does not claim nothing was done for another 503 (a proxy in between, say)', async () => {
    const { api } = apiWith(() => json({ message: 'Service Unavailable' }, 503));
    const error = await rejection(projectCountry(api));
    expect(error.extensions.code).toBe('UPSTREAM_ERROR');
  });

  it('ends a call at the timeout', async () => {
    const { api } = apiWith(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
      { timeoutMs: 100 },
    );
    const started = Date.now();
    const error = await rejection(projectCountry(api));
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
