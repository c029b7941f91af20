import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway } from '../test/testGateway.js';

// Issue 4: lists that fan out (a branch's team, each member's services, review pages) cost a
// bounded number of upstream calls, whatever their length.
const companyPage = `
  query CompanyPage($slug: ID!) {
    branch(id: $slug) {
      id slug name about address phone timeZone currency interfaceMode cancellationWindowMinutes
      organization { name }
      coordinates { latitude longitude }
      city { slug title }
      openingHours { weekday intervals { opensAt closesAt } }
      rating { average count }
      ratingBreakdown { stars count }
      services { id title services { id name durationMinutes price { amount currency } category { id } } }
      masters { id name serviceIds services { id name price { amount } } }
      reviews(pageSize: 5) { total pageCount items { id rating author reply { text } } }
    }
    branchGeneral(id: $slug) { id interfaceMode cancellationWindowMinutes }
  }`;

/** A booking API with one branch (id 12) whose team has `teamSize` members. */
async function startBranchUpstream(teamSize: () => number) {
  const calls: string[] = [];
  const app = Fastify();
  app.addHook('onRequest', async (request) => void calls.push(`${request.method} ${request.url}`));
  const known = (id: string) => id === '12';
  const general = {
    id: '12',
    slug: 'salon-lotus-12',
    title: 'Salon Lotus',
    interfaceMode: 'online_booking.multi',
    currency: 'RSD',
    timeZone: 'Europe/Belgrade',
    cancellationWindowMinutes: 120,
    minNoticeMinutes: 60,
    bookingHorizonDays: 30,
    sellsGiftCards: true,
  };
  const breakdown = { '1': 0, '2': 0, '3': 1, '4': 1, '5': 2 };
  app.get<{ Params: { id: string } }>('/book/branch/:id/general', async (request, reply) =>
    known(request.params.id) ? general : reply.code(404).send({ error: { code: 'NOT_FOUND' } }),
  );
  app.get<{ Params: { id: string } }>('/branches/:id', async (request, reply) => {
    if (!known(request.params.id)) return reply.code(404).send({ error: { code: 'NOT_FOUND' } });
    return {
      ...general,
      name: 'Salon Lotus',
      description: 'Hair and nails.',
      photos: [],
      address: 'Njegoševa 12',
      city: { slug: 'beograd', title: 'Belgrade' },
      area: null,
      lat: 44.8,
      lng: 20.47,
      phone: '+381 11 123 4567',
      email: null,
      website: null,
      instagram: null,
      openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        intervals: weekday === 7 ? [] : [{ opensAt: '09:00', closesAt: '20:00' }],
      })),
      closures: [],
      rating: { average: 4.25, count: 4 },
      ratingBreakdown: breakdown,
      organization: { id: '5', name: 'Lotus d.o.o.' },
      categories: [],
    };
  });
  const service = (id: string, position: number) => ({
    id,
    name: `Service ${id}`,
    description: null,
    durationMinutes: 30,
    price: 150000,
    priceFrom: false,
    currency: 'RSD',
    position,
  });
  app.get('/branches/:id/services', async () => ({
    groups: [
      {
        category: { id: '1', slug: 'haircut', title: 'Haircut' },
        services: [service('101', 1), service('102', 2)],
      },
      { category: { id: '2', slug: 'manicure', title: 'Manicure' }, services: [service('201', 3)] },
    ],
  }));
  app.get('/branches/:id/masters', async () => ({
    masters: Array.from({ length: teamSize() }, (_, i) => ({
      id: String(i + 1),
      name: `Master ${i + 1}`,
      title: 'Stylist',
      photo: null,
      rating: { average: null, count: 0 },
      serviceIds: i % 2 ? ['101', '201'] : ['102'],
    })),
  }));
  app.get('/branches/:id/reviews', async () => ({
    items: [
      {
        id: '1',
        rating: 5,
        text: 'Great',
        language: 'en',
        author: 'Ana P.',
        masterName: null,
        createdAt: '2026-10-01T10:00:00.000Z',
        reply: { text: 'Thank you!', repliedAt: '2026-10-02T10:00:00.000Z' },
      },
    ],
    total: 4,
    page: 1,
    pageSize: 5,
    rating: { average: 4.25, count: 4 },
    ratingBreakdown: breakdown,
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, calls, close: () => app.close() };
}

describe('upstream calls of a company page', () => {
  let team = 1;
  let upstream: Awaited<ReturnType<typeof startBranchUpstream>>;
  let gateway: Awaited<ReturnType<typeof buildTestGateway>>;

  beforeAll(async () => {
    upstream = await startBranchUpstream(() => team);
    // Within one request, with nothing kept between requests (the venue cache is below).
    gateway = await buildTestGateway(upstream.url, { VENUE_CACHE_SECONDS: '0' });
  });
  afterAll(async () => {
    await gateway.app.close();
    await upstream.close();
  });

  async function callsFor(teamSize: number) {
    team = teamSize;
    const before = upstream.calls.length;
    const { body } = await gateway.graphql(companyPage, { slug: 'salon-lotus-12' });
    expect(body.errors).toBeUndefined();
    expect(body.data.branch.masters).toHaveLength(teamSize);
    return { body, calls: upstream.calls.slice(before) };
  }

  it('costs one call per endpoint whatever the team size', async () => {
    const small = await callsFor(1);
    const large = await callsFor(40);
    console.info(
      `upstream calls per company page: 1 master ${small.calls.length}, 40 masters ${large.calls.length}`,
    );
    // branch, services, masters, reviews; general only until the shared cache holds it.
    expect(small.calls.map((call) => call.split('?')[0]).sort()).toEqual([
      'GET /book/branch/12/general',
      'GET /branches/12',
      'GET /branches/12/masters',
      'GET /branches/12/reviews',
      'GET /branches/12/services',
    ]);
    expect(large.calls).toHaveLength(4);
  });

  it('shapes the page: menu by category, team services, star breakdown, modes', async () => {
    const { body } = await callsFor(2);
    const branch = body.data.branch;
    expect(branch.interfaceMode).toBe('MULTI');
    expect(branch.cancellationWindowMinutes).toBe(120);
    expect(branch.coordinates).toEqual({ latitude: 44.8, longitude: 20.47 });
    expect(branch.services.map((group: { title: string }) => group.title)).toEqual([
      'Haircut',
      'Manicure',
    ]);
    expect(branch.services[0].services[0]).toMatchObject({
      price: { amount: 150000, currency: 'RSD' },
      category: { id: '1' },
    });
    expect(branch.masters[1].services.map((s: { id: string }) => s.id)).toEqual(['101', '201']);
    expect(branch.ratingBreakdown).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 1 },
      { stars: 3, count: 1 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
    expect(branch.reviews).toMatchObject({ total: 4, pageCount: 1 });
    expect(branch.reviews.items[0].reply.text).toBe('Thank you!');
    expect(body.data.branchGeneral).toEqual({
      id: '12',
      interfaceMode: 'MULTI',
      cancellationWindowMinutes: 120,
    });
  });

  it('keys review pages by every parameter: two pages are two calls, a repeat is none', async () => {
    const before = upstream.calls.length;
    const { body } = await gateway.graphql(
      `query($id: ID!) {
        branch(id: $id) {
          first: reviews(page: 1, pageSize: 5) { page }
          again: reviews(page: 1, pageSize: 5) { page }
          lowest: reviews(page: 1, pageSize: 5, sort: LOWEST) { page }
          huge: reviews(pageSize: 1000) { pageSize }
        }
      }`,
      { id: '12' },
    );
    expect(body.errors).toBeUndefined();
    const reviewCalls = upstream.calls.slice(before).filter((call) => call.includes('/reviews'));
    expect(reviewCalls.map((call) => new URL(call.slice(4), 'http://x').search).sort()).toEqual([
      '?page=1&pageSize=5&sort=lowest',
      '?page=1&pageSize=5&sort=newest',
      '?page=1&pageSize=50&sort=newest',
    ]);
  });

  it('answers null for an unknown branch, so the page is a 404', async () => {
    const { body } = await gateway.graphql(
      'query($id: ID!) { branch(id: $id) { id } branchGeneral(id: $id) { id } }',
      { id: 'no-such-salon-999' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ branch: null, branchGeneral: null });
  });
});

describe('the venue cache', () => {
  let upstream: Awaited<ReturnType<typeof startBranchUpstream>>;
  let gateway: Awaited<ReturnType<typeof buildTestGateway>>;

  beforeAll(async () => {
    upstream = await startBranchUpstream(() => 3);
    gateway = await buildTestGateway(upstream.url, { VENUE_CACHE_SECONDS: '30' });
  });
  afterAll(async () => {
    await gateway.app.close();
    await upstream.close();
  });

  it('renders a company page viewed again without asking api, per language', async () => {
    const view = async (language: string) => {
      const before = upstream.calls.length;
      const { body } = await gateway.graphql(
        companyPage,
        { slug: 'salon-lotus-12' },
        { 'accept-language': language },
      );
      expect(body.errors).toBeUndefined();
      expect(body.data.branch.masters).toHaveLength(3);
      return upstream.calls.slice(before).map((call) => call.split('?')[0]);
    };
    expect(await view('en')).toHaveLength(5);
    expect(await view('en')).toEqual([]);
    // Titles are in the visitor's language: another language is other entries (general aside,
    // which the public cache already keeps per language).
    expect((await view('sr')).sort()).toEqual([
      'GET /book/branch/12/general',
      'GET /branches/12',
      'GET /branches/12/masters',
      'GET /branches/12/reviews',
      'GET /branches/12/services',
    ]);
  });
});
