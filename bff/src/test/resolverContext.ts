// Resolver tests over a stub upstream: a signed-in customer's GraphQL context whose api calls go
// to `respond`, and the requests they made.
import { vi } from 'vitest';
import type { GraphQLContext } from '../graphql/context.js';
import { BookingApi } from '../upstream/bookingApi.js';
import { createUpstreamTransport } from '../upstream/transport.js';
import type { RequestSession } from '../session/sessionStore.js';

/** A JSON answer of the stub upstream. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function customerContext(
  respond: (request: Request) => Response | Promise<Response>,
  language: 'en' | 'sr' | 'ru' = 'en',
) {
  const requests: Request[] = [];
  const fetchStub = vi.fn(async (request: Request) => {
    requests.push(request);
    return respond(request);
  });
  const session = {
    loggedIn: true,
    accessToken: async () => 'access-token',
    refresh: async () => null,
    end: async () => undefined,
  } as unknown as RequestSession;
  const api = new BookingApi({
    baseUrl: 'http://upstream.test',
    country: 'RS',
    language,
    requestId: 'req-1',
    send: createUpstreamTransport({ timeoutMs: 1000, fetch: fetchStub as unknown as typeof fetch })
      .send,
    session,
  });
  const context = { api, session, language, country: 'RS' } as unknown as GraphQLContext;
  return { context, requests };
}
