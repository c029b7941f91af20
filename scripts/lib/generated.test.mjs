import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedRoots, missingGenerated } from './generated.mjs';

describe('missingGenerated', () => {
  it('names the generated folders that are missing or empty', () => {
    const root = mkdtempSync(join(tmpdir(), 'termin-generated-'));
    for (const dir of generatedRoots) mkdirSync(join(root, dir), { recursive: true });
    for (const dir of generatedRoots.slice(1)) writeFileSync(join(root, dir, 'x.ts'), '');
    expect(missingGenerated(root)).toEqual([generatedRoots[0]]);
    writeFileSync(join(root, generatedRoots[0], 'openapi.json'), '{}');
    expect(missingGenerated(root)).toEqual([]);
  });
});
