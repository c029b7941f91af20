// Test helper: a seeded api on a free port with a production bff in front of it, and the demo
// customer's session cookie, for the gateway's own routes that fetch with a customer's session.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startListeningApi } from './listeningApi.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { anyOperation } from './anyOperation.js';
import { logInByInject } from './injectedLogin.js';

export async function signedInGateway(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `termin-${name}-`));
  const api = await startListeningApi();
  const bff = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      API_URL: api.url,
      SITE_URL: 'http://localhost:3000',
      SESSION_SECRET: `${name}-secret-0123456789abcdef0123456789`,
      DATA_DIR: dataDir,
      ...anyOperation,
    }),
    { pages: false },
  );
  const session = await logInByInject(bff);
  /** A GET of the gateway, with the demo customer's session or none. */
  const get = (url: string, cookie?: string) =>
    bff.inject({ url, ...(cookie ? { cookies: { termin_session: cookie } } : {}) });
  const close = async () => {
    await bff.close();
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { api, bff, session, get, close };
}
