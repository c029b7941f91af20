// The real booking API for bff's integration tests: a fresh copy of the seeded database (PGlite:
// these test the gateway, api's own suites cover PostgreSQL too) on a free loopback port.
import type { AddressInfo } from 'node:net';
import type { Config } from '../../../api/src/config.js';
import { startTestApp, type TestApp } from '../../../api/src/test/testApp.js';
import { testDatabases } from '../../../api/src/test/testDatabases.js';

export interface ListeningApi extends TestApp {
  readonly port: number;
  /** Where bff reaches it (API_URL). */
  readonly url: string;
}

/** `config` replaces api's test configuration (startTestApp's). */
export async function startListeningApi(config?: Config): Promise<ListeningApi> {
  const [pglite] = testDatabases();
  const api = await startTestApp(pglite!, config);
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  return { ...api, port, url: `http://127.0.0.1:${port}` };
}
