import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  repoRoot,
  type RunningProcess,
  startApi,
  startDevBff,
} from './test/processes.js';

const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
/**
 * The page edited: its module exports components only (its loader is in HelpCenterPage.data.ts),
 * and no other test imports it, so a test running beside this one never sees the edit.
 */
const pageFile = join(repoRoot, 'web', 'src', 'pages', 'help-center', 'HelpCenterPage.tsx');
/** The probe goes after the form's last child: the input keeps its place, so React keeps it. */
const anchor = '    </Form>\n';
const probe = '<p data-probe>Edited</p>\n';

// Issue 44 item 4: `npm run dev` keeps a page's state across an edit of the page. Vite's React
// plugin decides in the browser whether a module can Fast Refresh (it exports components alone):
// a page that also exported its loader was reloaded whole on every edit, losing what was typed.
describe.skipIf(!existsSync(chromiumPath))('npm run dev: an edited page (needs Chromium)', () => {
  let api: RunningProcess;
  let bff: RunningProcess;
  let browser: Browser;
  // A run stopped while the page was edited left the probe in it: this one takes it out first.
  const found = readFileSync(pageFile, 'utf8');
  const original = found.replaceAll(probe, '');
  const dataDir = mkdtempSync(join(tmpdir(), 'termin-dev-'));

  beforeAll(async () => {
    if (found !== original) writeFileSync(pageFile, original);
    // Vite starts while api does: the dev bff waits for api before it is ready.
    const apiPort = await freePort();
    [api, bff] = await Promise.all([
      startApi({ port: apiPort, dataDir }),
      startDevBff({ port: await freePort(), apiUrl: `http://127.0.0.1:${apiPort}` }),
    ]);
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu'],
    });
  }, 120_000);

  afterAll(async () => {
    writeFileSync(pageFile, original);
    await browser?.close();
    await bff?.stop();
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('updates in place, keeping what the visitor typed', async () => {
    const page = await browser.newPage();
    let loads = 0;
    page.on('load', () => loads++);
    const response = await page.goto(`${bff.url}/en/help-center`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    const search = page.locator('input[name="q"]');
    await search.fill('typed before the edit');

    // Everything about the edited page is read before the page file is put back: restoring it is
    // an edit too, and a quick Fast Refresh of it takes the probe away again.
    try {
      writeFileSync(pageFile, original.replace(anchor, `${probe}${anchor}`));
      await expect
        .poll(() => page.locator('[data-probe]').allTextContents(), { timeout: 20_000 })
        .toEqual(['Edited']);
      expect(await search.inputValue()).toBe('typed before the edit');
    } finally {
      writeFileSync(pageFile, original);
    }
    expect(loads).toBe(1);
    expect(bff.output()).not.toContain('Could not Fast Refresh');
  }, 60_000);
});
