import { describe, expect, it, vi } from 'vitest';
import type { RequestSession } from '../session/sessionStore.js';
import { branchIntervals } from './availabilityApi.js';
import { BookingApi } from './bookingApi.js';
import { customerBooking } from './customerBookingsApi.js';
import { createOrder } from './ordersApi.js';
import { createUpstreamTransport } from './transport.js';

const session = {
  loggedIn: true,
  accessToken: async () => 'token-1',
  refresh: async () => undefined,
  end: async () => {},
} as unknown as RequestSession;

function apiWith(respond: (request: Request) => Response) {
  const requests: Request[] = [];
  const fetchStub = vi.fn(async (request: Request) => {
    requests.push(request.clone());
    return respond(request);
  });
  const api = new BookingApi({
    baseUrl: 'http://upstream.test',
    country: 'RS',
    language: 'en',
    requestId: 'req-1',
    send: createUpstreamTransport({ timeoutMs: 1000, fetch: fetchStub as unknown as typeof fetch })
      .send,
    session,
  });
  return { api, requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const body = {
  branchId: 1,
  items: [{ serviceId: 3, masterId: null }],
  start: '2030-03-05T10:00',
  contact: { name: 'Ana', phone: '+381641234567' },
};

describe('orders upstream', () => {
  it('books with the bearer token, the country and the caller’s Idempotency-Key', async () => {
    const { api, requests } = apiWith(() => json({ guid: 'g' }, 201));
    const outcome = await createOrder(api, 'key-12345678', body);
    expect(outcome).toEqual({ data: { guid: 'g' }, errors: [] });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://upstream.test/orders');
    expect(request?.headers.get('authorization')).toBe('Bearer token-1');
    expect(request?.headers.get('idempotency-key')).toBe('key-12345678');
    expect(request?.headers.get('x-project-country')).toBe('RS');
    expect(await request?.json()).toEqual(body);
  });

  it('answers a taken slot as a typed SLOT_TAKEN error, not an exception', async () => {
    const { api } = apiWith(() =>
      json({ error: { code: 'SLOT_TAKEN', message: 'Master 2 is busy' } }, 409),
    );
    const outcome = await createOrder(api, undefined, body);
    expect(outcome.data).toBeNull();
    expect(outcome.errors).toEqual([
      { code: 'SLOT_TAKEN', message: 'Master 2 is busy', field: null, cancellableUntil: null },
    ]);
  });

  it('reads an unknown or malformed booking of either kind as null', async () => {
    const { api, requests } = apiWith(() =>
      json({ error: { code: 'NOT_FOUND', message: 'No such booking' } }, 404),
    );
    expect(await customerBooking(api, 'order', 'not-a-guid')).toBeNull();
    expect(requests).toHaveLength(0);
    const guid = '0b9c7f1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';
    expect(await customerBooking(api, 'order', guid)).toBeNull();
    expect(await customerBooking(api, 'eventBooking', guid)).toBeNull();
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      `/orders/${guid}`,
      `/event-bookings/${guid}`,
    ]);
  });
});

describe('availability upstream', () => {
  it('asks once per request for the same services, master and days', async () => {
    const { api, requests } = apiWith(() =>
      json({ branchId: 1, timeZone: 'Europe/Belgrade', masters: [], days: [] }),
    );
    const request = { branch: 'salon-1', serviceIds: ['3', '5'], masterId: '2', days: 7 };
    await Promise.all([branchIntervals(api, request), branchIntervals(api, { ...request })]);
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/book/branches/salon-1/intervals');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      services: '3,5',
      master: '2',
      days: '7',
    });
    await branchIntervals(api, { ...request, masterId: undefined });
    expect(new URL(requests[1]!.url).searchParams.get('master')).toBe('any');
  });
});
