// Every photo the demo seed points at has a file under web/public, of the size the seed claims.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { businessKinds } from '../../api/src/db/seed/businessKinds.js';
import { buildContent } from '../../api/src/db/seed/content/index.js';
import { branchImagesPerKind } from '../../api/src/db/seed/kindProfiles.js';
import { buildSeedPlan } from '../../api/src/db/seed/seedPlan.js';
import { demoImageList } from './imageList.mjs';

const publicDir = new URL('../../web/public', import.meta.url).pathname;
const regenerate = 'regenerate with: node --import tsx scripts/demo-images/generate.mjs';

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.readUInt16BE(0) !== 0xffd8) throw new Error('not a JPEG');
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes.readUInt16BE(offset);
    const length = bytes.readUInt16BE(offset + 2);
    // SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('no frame header');
}

function check({ path, width, height }: { path: string; width: number; height: number }) {
  const file = `${publicDir}${path}`;
  expect(existsSync(file), `${path} is missing; ${regenerate}`).toBe(true);
  expect(jpegSize(readFileSync(file)), `${path} has another size; ${regenerate}`).toEqual({
    width,
    height,
  });
}

/** Every {url, width, height} under /images/ anywhere in the plan. */
function seededPhotos(value: unknown, found: Map<string, { width: number; height: number }>) {
  if (Array.isArray(value)) {
    for (const item of value) seededPhotos(item, found);
  } else if (value && typeof value === 'object' && !(value instanceof Date)) {
    const record = value as Record<string, unknown>;
    if (typeof record.url === 'string' && record.url.startsWith('/images/')) {
      found.set(record.url, { width: Number(record.width), height: Number(record.height) });
    }
    for (const child of Object.values(record)) seededPhotos(child, found);
  }
  return found;
}

describe('demo images', () => {
  const images = demoImageList({
    businessKinds,
    branchImagesPerKind,
    content: buildContent('2026-11-22'),
  });

  it('cover every URL the seed can produce, at the size it claims', () => {
    expect(images.length).toBeGreaterThan(100);
    for (const image of images) check(image);
  });

  it('cover every photo of a real seed plan', () => {
    const photos = seededPhotos(buildSeedPlan(new Date('2026-11-22T10:00:00Z')), new Map());
    expect(photos.size).toBeGreaterThan(50);
    const listed = new Set(images.map((image) => image.path));
    for (const [path, size] of photos) {
      expect(listed, `${path} is not in scripts/demo-images/imageList.mjs`).toContain(path);
      check({ path, ...size });
    }
  });

  it('stay small', () => {
    const total = images.reduce((sum, { path }) => sum + statSync(`${publicDir}${path}`).size, 0);
    expect(total).toBeLessThan(5 * 1024 * 1024);
  });
});
