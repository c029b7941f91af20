#!/usr/bin/env node
// Budget (issues 6 and 8): the initial JavaScript of every page type is at most 150 KB compressed,
// counted as it crosses the wire: brotli, which bff serves to every browser that takes it (gzip
// printed beside). Pages load their own code only (routing/pageRoutes.tsx), and Apollo Client
// (about 40 KB brotli with rxjs, graphql and optimism) loads on first need, not with the page
// (app/data/apolloSource.ts): what every page shares is React, react-router and react-intl.
// "Initial" is every script the page's first load fetches: the entry, its imports and the lazy route
// modules loaded before hydrating. Measured in the system Chromium against the built product (what
// the server-rendered document really loads); without Chromium, from the build manifest
// (scripts/lib/pageWeight.mjs) and the documents' own script tags.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { measurePageWeight } from './lib/pageWeight.mjs';
import { findChromium, pageTypeUrls, startProduct } from './lib/productServer.mjs';
import { root } from './lib/run.mjs';

export const budgetBytes = 150 * 1024;
// WEB_DIST (as bff reads it) points both the server and this measurement at another web build.
const webDist = process.env.WEB_DIST ?? join(root, 'web', 'dist');
const clientDir = join(webDist, 'client');
const port = Number(process.env.BUDGET_PORT ?? 3209);
const apiPort = Number(process.env.BUDGET_API_PORT ?? 4209);

const sizeCache = new Map();
/**
 * Gzip (level 9) and brotli (quality 11, what bff serves to browsers that accept it) sizes of a
 * built file, by its URL path.
 */
function compressedSize(path) {
  let size = sizeCache.get(path);
  if (size === undefined) {
    const bytes = readFileSync(join(clientDir, path));
    size = {
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    };
    sizeCache.set(path, size);
  }
  return size;
}

/** Script URLs a server-rendered document names itself (script tags and module preloads). */
export function documentScripts(html) {
  const paths = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const isScript = tag.startsWith('<script') || /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(tag)?.[1];
    if (isScript && url) paths.add(url);
  }
  return paths;
}

/** Every /assets/*.js the page fetches from navigation until the network is idle. */
async function browserScripts(context, url) {
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname);
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  const html = await response.text();
  for (const path of documentScripts(html)) scripts.add(path);
  await page.close();
  return scripts;
}

async function logIn(browser, baseUrl) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/en/profile/settings`);
  await page.getByLabel('Email').fill('demo@termin.test');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/en\/profile\/settings/);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function measureInBrowser(chromium) {
  const { baseUrl, stop } = await startProduct({ port, apiPort });
  const { chromium: launcher } = createRequire(join(root, 'e2e', 'package.json'))(
    '@playwright/test',
  );
  const browser = await launcher.launch({
    executablePath: chromium,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const urls = await pageTypeUrls(baseUrl);
    const rows = [];
    for (const [pageType, path] of Object.entries(urls)) {
      // A fresh context each time: an empty cache, as on a first visit.
      const context = await browser.newContext();
      rows.push({ pageType, path, scripts: await browserScripts(context, `${baseUrl}${path}`) });
      await context.close();
    }
    const storageState = await logIn(browser, baseUrl);
    const context = await browser.newContext({ storageState });
    const path = '/en/profile/settings';
    rows.push({
      pageType: 'profile',
      path,
      scripts: await browserScripts(context, `${baseUrl}${path}`),
    });
    await context.close();
    return rows.map(({ pageType, path, scripts }) => ({
      pageType,
      where: path,
      files: [...scripts],
      gzip: [...scripts].reduce((sum, file) => sum + compressedSize(file).gzip, 0),
      brotli: [...scripts].reduce((sum, file) => sum + compressedSize(file).brotli, 0),
    }));
  } finally {
    await browser.close();
    await stop();
  }
}

/** Without a browser: the manifest's view of each page type. */
function measureFromManifest() {
  return measurePageWeight({ webDist }).map(({ pageType, chunks, js }) => ({
    pageType,
    where: chunks.join(' + '),
    files: js.files,
    gzip: js.gzip,
    brotli: js.brotli,
  }));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export async function pageBudget() {
  const chromium = findChromium();
  let rows;
  if (chromium) {
    rows = await measureInBrowser(chromium);
  } else {
    console.warn('No Chromium: initial JavaScript measured from the build manifest instead.');
    rows = measureFromManifest();
  }
  const width = Math.max(...rows.map((row) => row.pageType.length));
  console.log(
    `Initial JavaScript per page type, brotli as served (budget ${kb(budgetBytes)}); gzip for reference:`,
  );
  for (const row of rows) {
    const verdict = row.brotli <= budgetBytes ? 'ok  ' : 'OVER';
    console.log(
      `  ${verdict} ${row.pageType.padEnd(width)} ${kb(row.brotli).padStart(9)}  (gzip ${kb(row.gzip)})  ${row.files.length} files  ${row.where}`,
    );
  }
  const over = rows.filter((row) => row.brotli > budgetBytes);
  if (over.length > 0) {
    throw new Error(
      `initial JavaScript over ${kb(budgetBytes)}: ${over.map((row) => `${row.pageType} ${kb(row.brotli)}`).join(', ')}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await pageBudget();
