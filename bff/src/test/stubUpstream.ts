import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

/**
 * A stand-in for the booking API with just enough of its contract for gateway tests, counting
 * the calls it receives. Tests that need real data use api's startTestApp instead.
 */
export async function startStubUpstream() {
  const calls: string[] = [];
  const app = Fastify();
  app.addHook('onRequest', async (request) => {
    calls.push(`${request.method} ${request.url}`);
  });
  app.get('/countries/:country', async () => ({
    code: 'RS',
    title: 'Serbia',
    currency: 'RSD',
    cities: [
      { value: 'beograd', title: 'Belgrade', lat: 44.8, lng: 20.46, timeZone: 'Europe/Belgrade' },
      { value: 'nis', title: 'Niš', lat: 43.32, lng: 21.9, timeZone: 'Europe/Belgrade' },
    ],
  }));
  app.get('/network/suggest', async () => ({ branches: [], categories: [] }));
  app.get('/search', async (request) => {
    const { page = '1', pageSize = '20' } = request.query as Record<string, string>;
    const size = Number(pageSize);
    const items = Array.from({ length: size }, (_, i) => {
      const id = String((Number(page) - 1) * size + i + 1);
      return {
        id,
        slug: `salon-${id}`,
        name: `Salon ${id}`,
        photo: null,
        rating: { average: 4.5, count: 10 },
        address: 'Knez Mihailova 1',
        city: { slug: 'beograd', title: 'Belgrade' },
        area: null,
        location: { lat: 44.8, lng: 20.46 },
        distanceKm: null,
        services: [
          {
            id: `${id}1`,
            name: 'Haircut',
            price: 150000,
            priceFrom: false,
            currency: 'RSD',
            durationMinutes: 30,
          },
        ],
        minPrice: 150000,
        currency: 'RSD',
      };
    });
    return { items, total: 500, page: Number(page), pageSize: size };
  });
  app.get('/readyz', async () => ({ status: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, calls, close: () => app.close() };
}
