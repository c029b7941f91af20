import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStubUpstream } from '../test/stubUpstream.js';
import { buildTestGateway } from '../test/testGateway.js';

// Issue: a search page of N venues with their ratings, cities and first services costs a bounded
// number of upstream calls whatever N is.
const searchPage = `
  query SearchPage($input: SearchInput!) {
    cities { value title }
    search(input: $input) {
      total pageCount
      items {
        id slug name address
        rating { average count }
        city { slug title }
        services { name price { amount currency } durationMinutes }
        minPrice { amount currency }
      }
    }
  }`;

describe('upstream calls of a search page', () => {
  let upstream: Awaited<ReturnType<typeof startStubUpstream>>;
  let gateway: Awaited<ReturnType<typeof buildTestGateway>>;

  beforeAll(async () => {
    upstream = await startStubUpstream();
    gateway = await buildTestGateway(upstream.url);
  });
  afterAll(async () => {
    await gateway.app.close();
    await upstream.close();
  });

  async function callsFor(pageSize: number): Promise<number> {
    const before = upstream.calls.length;
    const { body } = await gateway.graphql(searchPage, { input: { city: 'beograd', pageSize } });
    expect(body.errors).toBeUndefined();
    expect(body.data.search.items).toHaveLength(pageSize);
    expect(body.data.search.items[0].services[0].price).toEqual({
      amount: 150000,
      currency: 'RSD',
    });
    return upstream.calls.length - before;
  }

  it('does not grow with the number of results', async () => {
    await callsFor(1); // warms the public cache (cities), as a running site is
    const figures = { 10: await callsFor(10), 20: await callsFor(20), 50: await callsFor(50) };
    console.info(`upstream calls per search page: ${JSON.stringify(figures)}`);
    expect(figures[50]).toBe(figures[10]);
    expect(figures[10]).toBeLessThanOrEqual(2);
  });

  it('sends the filters upstream under their REST names', async () => {
    await gateway.graphql(searchPage, {
      input: {
        category: 'haircut',
        text: 'lotus',
        latitude: 44.8,
        longitude: 20.4,
        sort: 'DISTANCE',
        pageSize: 5,
      },
    });
    const call = upstream.calls.findLast((entry) => entry.startsWith('GET /search'))!;
    const query = new URL(call.slice(4), 'http://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      category: 'haircut',
      q: 'lotus',
      lat: '44.8',
      lng: '20.4',
      sort: 'distance',
      pageSize: '5',
    });
  });
});
