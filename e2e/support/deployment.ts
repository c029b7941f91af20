import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { test } from './test.js';
import { adHocQueries } from './graphql.js';
import { e2ePorts, maxDeploymentOffset } from './ports.js';
import { siteDataDir } from './seededData.js';

/**
 * A second deployment of the same build with `env` of its own, on ports of its own (the suite's
 * ports plus `offset`, so specs that each start one never collide; fetch refuses a few ports, such
 * as 4190, so pick an offset that avoids the Fetch standard's "bad ports") and a fresh database. Call
 * inside a describe block: it starts before the block's tests and stops after them. Answers the
 * deployment's origin. Like the suite's own, it runs any query (`adHocQueries`) unless `env`
 * says otherwise.
 */
export function useDeployment(offset: number, env: Record<string, string>): string {
  if (offset <= 0 || offset > maxDeploymentOffset) throw new Error(`offset ${offset} out of range`);
  const port = e2ePorts().port + offset;
  const apiPort = e2ePorts().apiPort + offset;
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = spawn(process.execPath, ['scripts/serve.mjs'], {
      cwd: join(import.meta.dirname, '..', '..'),
      stdio: 'ignore',
      detached: true,
      env: {
        ...process.env,
        ...adHocQueries,
        PORT: String(port),
        API_PORT: String(apiPort),
        API_URL: `http://127.0.0.1:${apiPort}`,
        DATA_DIR: siteDataDir('termin-e2e-deployment-'),
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        SITE_URL: origin,
        // Other runs on the machine may hold the default metrics port.
        METRICS_PORT: '0',
        ...env,
      },
    });
    for (let attempt = 0; attempt < 120; attempt++) {
      const ready = await fetch(`${origin}/readyz`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    throw new Error(`the deployment at ${origin} did not start`);
  });

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  });

  return origin;
}
