#!/usr/bin/env node
// Budget (issues 6, 8 and 47): the initial JavaScript of every page type is at most 150 KB
// compressed, counted as it crosses the wire: brotli, which bff serves to every browser that takes
// it (gzip printed beside), and at most 520 KB as the browser parses and compiles it; its CSS at
// most 12 KB brotli and 50 KB raw. Bytes are the same on every machine, so this gate never
// measures the host. Pages load their own code only (routing/pageRoutes.tsx), and Apollo Client
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
import { findChromium } from './lib/chromium.mjs';
import { pageTypeUrls, signedInPageUrls, startProduct } from './lib/productServer.mjs';
import { onProjectNode } from './lib/projectNode.mjs';
import { root } from './lib/run.mjs';

export const budgets = {
  js: { brotli: 150 * 1024, raw: 520 * 1024 },
  css: { brotli: 12 * 1024, raw: 50 * 1024 },
};

// WEB_DIST (as bff reads it) points both the server and this measurement at another web build.
const webDist = process.env.WEB_DIST ?? join(root, 'web', 'dist');
const clientDir = join(webDist, 'client');
/** Where the measured product answers when this check starts its own (`npm test` shares one). */
export const budgetPorts = {
  port: Number(process.env.BUDGET_PORT ?? 3209),
  apiPort: Number(process.env.BUDGET_API_PORT ?? 4209),
};

const sizeCache = new Map();
/**
 * Raw, gzip (level 9) and brotli (quality 11, what bff serves to browsers that accept it) sizes of
 * a built file, by its URL path.
 */
function fileSize(path) {
  let size = sizeCache.get(path);
  if (size === undefined) {
    const bytes = readFileSync(join(clientDir, path));
    size = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    };
    sizeCache.set(path, size);
  }
  return size;
}

/** The summed sizes of some built files. */
function weightOf(files) {
  const weight = { files: [...files], raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = fileSize(file);
    weight.raw += size.raw;
    weight.gzip += size.gzip;
    weight.brotli += size.brotli;
  }
  return weight;
}

/**
 * Script and stylesheet URLs a server-rendered document names itself (script tags, module
 * preloads, stylesheet links).
 */
export function documentAssets(html) {
  const js = new Set();
  const css = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const url = /\b(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(tag)?.[1];
    if (!url) continue;
    if (url.endsWith('.js') && (tag.startsWith('<script') || /\brel="modulepreload"/.test(tag))) {
      js.add(url);
    }
    if (url.endsWith('.css') && /\brel="stylesheet"/.test(tag)) css.add(url);
  }
  return { js, css };
}

/** Every /assets/ script and stylesheet the page fetches from navigation until the network is idle. */
async function browserAssets(context, url) {
  const page = await context.newPage();
  const assets = { js: new Set(), css: new Set() };
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/assets/')) return;
    if (pathname.endsWith('.js')) assets.js.add(pathname);
    if (pathname.endsWith('.css')) assets.css.add(pathname);
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  const named = documentAssets(await response.text());
  named.js.forEach((path) => assets.js.add(path));
  named.css.forEach((path) => assets.css.add(path));
  await page.close();
  return assets;
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

async function measureInBrowser(chromium, product) {
  const { baseUrl, stop } = product ?? (await startProduct(budgetPorts));
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
      rows.push({ pageType, where: path, ...(await browserAssets(context, `${baseUrl}${path}`)) });
      await context.close();
    }
    // The pages a customer sees signed in: the profile, and the checkout with its contact form.
    const storageState = await logIn(browser, baseUrl);
    for (const [pageType, path] of Object.entries(await signedInPageUrls(baseUrl, urls.booking))) {
      const context = await browser.newContext({ storageState });
      rows.push({ pageType, where: path, ...(await browserAssets(context, `${baseUrl}${path}`)) });
      await context.close();
    }
    return rows.map(({ pageType, where, js, css }) => ({
      pageType,
      where,
      js: weightOf(js),
      css: weightOf(css),
    }));
  } finally {
    await browser.close();
    if (!product) await stop();
  }
}

/** Without a browser: the manifest's view of each page type. */
function measureFromManifest() {
  return measurePageWeight({ webDist }).map(({ pageType, chunks, js, css }) => ({
    pageType,
    where: chunks.join(' + '),
    js,
    css,
  }));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Each budget a row goes over, as readable text. */
export function overBudget(row) {
  const over = [];
  for (const [kind, limits] of Object.entries(budgets)) {
    for (const [measure, limit] of Object.entries(limits)) {
      const bytes = row[kind][measure];
      if (bytes > limit) over.push(`${kind} ${measure} ${kb(bytes)} > ${kb(limit)}`);
    }
  }
  return over;
}

/** `product`: a running product to measure (budgets.mjs shares one), else this starts its own. */
export async function pageBudget({ product } = {}) {
  const chromium = findChromium();
  let rows;
  if (chromium) {
    rows = await measureInBrowser(chromium, product);
  } else {
    console.warn(
      'No Chromium: initial JavaScript and CSS measured from the build manifest instead.',
    );
    rows = measureFromManifest();
  }
  const width = Math.max(...rows.map((row) => row.pageType.length));
  const { js, css } = budgets;
  console.log(
    `Initial JavaScript and CSS per page type, brotli as served and raw as parsed (budgets: JS ${kb(js.brotli)} / ${kb(js.raw)}; CSS ${kb(css.brotli)} / ${kb(css.raw)}):`,
  );
  const failures = [];
  for (const row of rows) {
    const over = overBudget(row);
    failures.push(...over.map((text) => `${row.pageType} ${text}`));
    console.log(
      `  ${over.length > 0 ? 'OVER' : 'ok  '} ${row.pageType.padEnd(width)}  JS ${kb(row.js.brotli).padStart(9)} / ${kb(row.js.raw).padStart(9)} (gzip ${kb(row.js.gzip)}, ${row.js.files.length} files)  CSS ${kb(row.css.brotli).padStart(7)} / ${kb(row.css.raw).padStart(8)} (${row.css.files.length} files)  ${row.where}`,
    );
  }
  if (failures.length > 0) throw new Error(`over budget: ${failures.join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await onProjectNode();
  await pageBudget();
}
