// The real operators' tools (Debian's prometheus, prometheus-alertmanager and nginx-light
// packages) for the deploy tests. Missing, a test is skipped with a warning that says so; on CI
// (CI=true, where .ci/run installs them) a missing tool fails the test instead.
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';

/** The tool's path, or undefined (after a loud warning) when it is not installed. */
export function findTool(name: string, debianPackage: string): string | undefined {
  for (const dir of ['/usr/local/bin', '/usr/local/sbin', '/usr/bin', '/usr/sbin']) {
    try {
      accessSync(`${dir}/${name}`, constants.X_OK);
      return `${dir}/${name}`;
    } catch {
      // not in this directory
    }
  }
  const missing = `${name} is not installed (apt-get install -y ${debianPackage})`;
  if (process.env.CI === 'true') throw new Error(`${missing}: CI must run its tests`);
  console.warn(`\n⚠ ${missing}: its tests are SKIPPED\n`);
  return undefined;
}

/** Runs a tool; its output, or an error carrying everything it printed. */
export function runTool(tool: string, args: string[], options: { cwd?: string } = {}) {
  try {
    return execFileSync(tool, args, { ...options, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${tool} ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  }
}

/** A port free on this address now (the deploy tests start servers that take no port 0). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, host, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls until check passes (returns a value) or the time is up. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}
