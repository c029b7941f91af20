import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningApi, type ListeningApi } from '../test/listeningApi.js';
import { logInThrough, viewerOf } from '../test/customerSession.js';
import { freePort, type RunningProcess, startBff, webBuilt } from '../test/processes.js';

// Issue 4: two bff processes behind a load balancer (docker-compose.yml) share only their
// configuration. A customer whose requests land on either, turn by turn, stays one session: the
// login started on one finishes on the other, and every later request is known on both.
describe.skipIf(!webBuilt)(
  'a customer session across two bff processes (needs the web build)',
  () => {
    let api: ListeningApi;
    let replicas: RunningProcess[] = [];
    const env = { SITE_URL: 'http://localhost:3000' };

    beforeAll(async () => {
      api = await startListeningApi();
      const apiUrl = api.url;
      replicas = await Promise.all(
        [await freePort(), await freePort()].map((port) => startBff({ port, apiUrl, env })),
      );
    }, 180_000);

    afterAll(async () => {
      await Promise.all(replicas.map((replica) => replica.stop()));
      await api?.close();
    });

    it('logs in across both and is known on each, request after request', async () => {
      const urls = replicas.map((replica) => replica.url);
      const session = await logInThrough(urls);
      for (let turn = 0; turn < 6; turn++) {
        expect(await viewerOf(urls[turn % 2]!, session)).toEqual({ email: 'demo@termin.test' });
      }
      // A private page renders on either for the customer.
      for (const url of urls) {
        const page = await fetch(`${url}/en/profile/settings`, {
          redirect: 'manual',
          headers: { cookie: session },
        });
        expect(page.status).toBe(200);
      }
    }, 120_000);
  },
);
