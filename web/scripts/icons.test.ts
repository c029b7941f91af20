import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, typed by what it returns
import { drawIcons, manifest } from './icons.mjs';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

describe('the site icons (issue 45, item 7)', () => {
  it('are what icons.mjs draws from favicon.svg (run it after changing the logo)', async () => {
    const drawn = (await drawIcons()) as Record<string, Buffer>;
    for (const [name, bytes] of Object.entries(drawn)) {
      expect(readFileSync(`${publicDir}${name}`).equals(bytes), `public/${name}`).toBe(true);
    }
  });

  it('give every size the manifest and the page head promise', () => {
    for (const icon of manifest.icons.filter(
      (entry: { type: string }) => entry.type === 'image/png',
    )) {
      const [width, height] = pngSize(readFileSync(`${publicDir}${icon.src.slice(1)}`));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    expect(pngSize(readFileSync(`${publicDir}apple-touch-icon.png`))).toEqual([180, 180]);
    const ico = readFileSync(`${publicDir}favicon.ico`);
    // ICONDIR: reserved 0, type 1 (icon), then the number of images.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
  });
});
