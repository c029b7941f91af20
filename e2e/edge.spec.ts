import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { expect, test } from './support/test.js';
import { localSiteConf, startNginx } from '../deploy/test/edge.js';
import { findTool, freePort, waitFor } from '../deploy/test/tools.js';
import { hydrated, trackHydration } from './support/hydration.js';

// The site behind deploy/nginx.conf in a real nginx (Debian's), as compose runs it: a page the
// edge keeps is the same document for everyone, and still hydrates and works in a browser
// (deploy/edgeCache.test.ts proves what is kept and for whom).
const nginx = findTool('nginx', 'nginx-light');

test.describe('behind the edge', () => {
  test.skip(!nginx, 'nginx is not installed');
  let dir: string;
  let edge: ChildProcess;
  let site: string;

  test.beforeAll(async ({ baseURL }) => {
    dir = mkdtempSync(join(tmpdir(), 'termin-e2e-edge-'));
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    edge = startNginx(
      nginx!,
      dir,
      localSiteConf(dir, { listen: `127.0.0.1:${port}`, bff: baseURL! }),
    );
    await waitFor('nginx', async () => ((await fetch(`${site}/healthz`)).ok ? true : undefined));
  });

  test.afterAll(() => {
    edge?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  test('a page sent from the edge hydrates, navigates and runs no script its policy refuses', async ({
    browser,
    page,
  }) => {
    // A first visitor's browser fills the edge; the next one, with the same browser and no
    // cookies yet (the same variant: Vary), gets the page from it.
    const path = `/en/terms?edge=${Date.now()}`;
    const firstVisitor = await browser.newContext();
    const first = await (await firstVisitor.newPage()).goto(`${site}${path}`);
    expect(first!.headers()['x-cache-status']).toBe('MISS');
    await firstVisitor.close();

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await trackHydration(page);
    const response = await page.goto(`${site}${path}`);
    expect(response!.headers()['x-cache-status']).toBe('HIT');
    expect(response!.headers()['content-security-policy']).not.toContain("'nonce-");
    await hydrated(page);

    // A client-side navigation: the same window, the next page's data over GraphQL.
    await page.evaluate("window.__mark = 'same-page'");
    await page.getByRole('banner').getByRole('link', { name: 'Help center' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help center');
    expect(await page.evaluate('window.__mark')).toBe('same-page');
    expect(errors).toEqual([]);
  });
});
