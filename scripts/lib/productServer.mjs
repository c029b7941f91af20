// The built product (scripts/serve.mjs) on its own ports with a fresh embedded database, for the
// checks that measure the real thing: the page budget and the Lighthouse run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childEnv, root } from './run.mjs';

/**
 * Starts api and bff from their builds on `port` / `apiPort` and resolves once /readyz answers.
 * @returns {Promise<{ baseUrl: string, stop: () => Promise<void> }>}
 */
export async function startProduct({ port, apiPort, timeoutMs = 120_000 }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'termin-measure-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs')], {
    cwd: root,
    env: childEnv({
      PORT: String(port),
      API_PORT: String(apiPort),
      API_URL: `http://127.0.0.1:${apiPort}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SITE_URL: baseUrl,
      // Other runs on the machine may hold the default metrics port.
      METRICS_PORT: '0',
    }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${baseUrl}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the built product did not become ready on ${baseUrl}`);
}

/**
 * The pages each measurement visits, one per page type. Company and booking pages are found from
 * the search page's and the company page's own links, so the check follows the demo data.
 */
export async function pageTypeUrls(baseUrl) {
  const firstLink = async (path, pattern, fallback) => {
    const html = await fetch(`${baseUrl}${path}`)
      .then((response) => response.text())
      .catch(() => '');
    return pattern.exec(html)?.[1] ?? fallback;
  };
  const company = await firstLink(
    '/en/search',
    /href="(\/en\/company\/[^"/?#]+)"/,
    '/en/company/1',
  );
  const booking = await firstLink(
    company,
    /href="(\/en\/book-now\/[^"/?#]+)[^"]*"/,
    '/en/book-now/1',
  );
  const blogPost = await firstLink(
    '/en/blog',
    /href="(\/en\/blog\/[^"/?#]+)"/,
    '/en/blog/how-to-choose-a-hair-salon',
  );
  return {
    start: '/en',
    search: '/en/search',
    company,
    'company reviews': `${company}/reviews`,
    'blog list': '/en/blog',
    'blog post': blogPost,
    'help center': '/en/help-center',
    'for business': '/en/for-business',
    pricing: '/en/pricing',
    legal: '/en/terms',
    booking: `${booking}/services`,
  };
}

/**
 * The pages measured signed in: the profile, and the checkout of the first free time of the first
 * service on the booking page (`bookingPath`, its services step), found by the flow's own links.
 */
export async function signedInPageUrls(baseUrl, bookingPath) {
  const link = async (path, pattern) => {
    const html = await fetch(`${baseUrl}${path}`).then((response) => response.text());
    const found = pattern.exec(html)?.[1]?.replaceAll('&amp;', '&');
    if (!found) throw new Error(`no link like ${pattern} on ${path}`);
    return found;
  };
  const service = await link(bookingPath, /href="[^"]*\/services\?service=(\d+)"/);
  const calendar = bookingPath.replace(/\/services$/, `/calendar?service=${service}&anyEmployee=1`);
  const time = await link(calendar, /href="([^"]*\/calendar\?[^"]*&amp;t=[^"]*)"/);
  return { profile: '/en/profile/settings', checkout: time.replace('/calendar?', '/order?') };
}
