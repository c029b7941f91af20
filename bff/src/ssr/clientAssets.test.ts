import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientEntry, readClientAssets } from './clientAssets.js';

// A manifest shaped like Vite's: the entry imports the shared vendor chunk; a lazy page imports
// vendor too and a chunk of its own with CSS.
const manifest = {
  [clientEntry]: {
    file: 'assets/entry.js',
    isEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/entry.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js', css: ['assets/vendor.css'] },
  '_Card.js': { file: 'assets/Card.js', imports: ['_vendor.js'], css: ['assets/Card.css'] },
  'src/pages/search/SearchPage.tsx': {
    file: 'assets/SearchPage.js',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_Card.js'],
    css: ['assets/SearchPage.css'],
  },
};

describe('readClientAssets', () => {
  const dist = mkdtempSync(join(tmpdir(), 'termin-assets-'));
  mkdirSync(join(dist, 'client', '.vite'), { recursive: true });
  writeFileSync(join(dist, 'client', '.vite', 'manifest.json'), JSON.stringify(manifest));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('links the entry and the styles of what it imports', () => {
    const assets = readClientAssets(dist);
    expect(assets.scripts).toEqual(['/assets/entry.js']);
    expect(assets.styles).toEqual(['/assets/entry.css', '/assets/vendor.css']);
  });

  it('knows what each lazy module needs beyond the entry', () => {
    expect(readClientAssets(dist).routeChunks).toEqual({
      'src/pages/search/SearchPage.tsx': {
        scripts: ['/assets/SearchPage.js', '/assets/Card.js'],
        styles: ['/assets/SearchPage.css', '/assets/Card.css'],
      },
    });
  });
});
