#!/usr/bin/env node
// The site's icons, drawn from its one source, public/favicon.svg: /favicon.ico (what browsers and
// crawlers ask for unprompted), the home-screen icon iOS asks for, and the web app manifest's
// icons. `node web/scripts/icons.mjs` writes them into public/; icons.test.ts checks that the
// committed files are what this draws, so a changed logo cannot leave an old icon behind.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import pngToIco from 'png-to-ico';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const source = readFileSync(`${publicDir}favicon.svg`, 'utf8');

/**
 * Home-screen icons fill their square: iOS and Android cut their own corners (and would show a
 * transparent corner as black), so the logo's rounded background is drawn square.
 */
const square = source.replace(/ rx="[\d.]+"/, '');

const png = (svg, size) =>
  new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();

export const manifest = {
  name: 'Termin',
  short_name: 'Termin',
  description: 'Book salons, barbers, spas and clinics online.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#0f766e',
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  ],
};

/** Every generated file by its name in public/, as bytes. */
export async function drawIcons() {
  return {
    'favicon.ico': await pngToIco([png(source, 16), png(source, 32), png(source, 48)]),
    'apple-touch-icon.png': png(square, 180),
    'icon-192.png': png(square, 192),
    'icon-512.png': png(square, 512),
    'manifest.webmanifest': Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, bytes] of Object.entries(await drawIcons())) {
    writeFileSync(`${publicDir}${name}`, bytes);
    console.log(`public/${name}: ${bytes.length} bytes`);
  }
}
