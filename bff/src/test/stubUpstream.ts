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
  app.get('/readyz', async () => ({ status: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, calls, close: () => app.close() };
}
