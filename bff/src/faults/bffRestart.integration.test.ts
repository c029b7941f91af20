import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningApi, type ListeningApi } from '../test/listeningApi.js';
import { logInThrough, viewerOf } from '../test/customerSession.js';
import { freePort, type RunningProcess, startBff, webBuilt } from '../test/processes.js';

// Issue 8, fault tests: bff restarts (a deploy, a crash) in the middle of a customer's session.
// The session lives in the encrypted cookie, so with the same SESSION_SECRET the customer is still
// logged in on the new process; nothing about it was kept in the old one.
describe.skipIf(!webBuilt)('a customer session across a bff restart (needs the web build)', () => {
  let api: ListeningApi;
  let bff: RunningProcess;
  let bffPort: number;
  let apiUrl: string;
  // The api's test configuration accepts logins returning to http://localhost:3000/auth/callback.
  const env = { SITE_URL: 'http://localhost:3000' };

  beforeAll(async () => {
    api = await startListeningApi();
    apiUrl = api.url;
    bffPort = await freePort();
    bff = await startBff({ port: bffPort, apiUrl, env });
  }, 180_000);

  afterAll(async () => {
    await bff?.stop();
    await api?.close();
  });

  const logIn = () => logInThrough([bff.url]);
  const viewer = (session: string) => viewerOf(bff.url, session);

  it('keeps the customer logged in on the restarted process', async () => {
    const session = await logIn();
    expect(await viewer(session)).toEqual({ email: 'demo@termin.test' });

    await bff.stop('SIGTERM');
    expect(bff.alive()).toBe(false);
    bff = await startBff({ port: bffPort, apiUrl, env });

    expect(await viewer(session)).toEqual({ email: 'demo@termin.test' });
    // A private page renders for the customer instead of sending them to log in.
    const page = await fetch(`${bff.url}/en/profile/settings`, {
      redirect: 'manual',
      headers: { cookie: session },
    });
    expect(page.status).toBe(200);
    const anonymous = await fetch(`${bff.url}/en/profile/settings`, { redirect: 'manual' });
    expect(anonymous.status).not.toBe(200);
  }, 120_000);

  it('does not know the session under another SESSION_SECRET (the cookie is the session)', async () => {
    const session = await logIn();
    await bff.stop('SIGTERM');
    bff = await startBff({
      port: bffPort,
      apiUrl,
      env: { ...env, SESSION_SECRET: 'another-secret-another-secret-0123456789' },
    });
    expect(await viewer(session)).toBeNull();
  }, 120_000);
});
