import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageOf, summarizeProfile } from './profileSummary.mjs';

describe('profile summary', () => {
  it('names the package of a frame', () => {
    const modules = 'file:///work/main/node_modules/.pnpm';
    expect(packageOf(`${modules}/react-dom@19/node_modules/react-dom/cjs/server.js`)).toBe(
      'react-dom',
    );
    expect(packageOf(`${modules}/@apollo+server@5/node_modules/@apollo/server/dist/x.js`)).toBe(
      '@apollo/server',
    );
    expect(packageOf('file:///work/main/bff/dist/ssr/pageRoutes.js')).toBe('@termin/bff');
    expect(
      packageOf('file:///work/main/web/node_modules/.termin-bench-dist-7/server/entry.server.js'),
    ).toBe('@termin/web');
    expect(packageOf('node:internal/streams/writable')).toBe('node');
    expect(packageOf('', '(garbage collector)')).toBe('(garbage collector)');
    expect(packageOf('', '(idle)')).toBe('(idle)');
  });

  it('sums self time by package, idle apart', () => {
    const dir = mkdtempSync(join(tmpdir(), 'profile-'));
    const file = join(dir, 'x.cpuprofile');
    const frame = (functionName, url) => ({ functionName, url, lineNumber: 0, columnNumber: 0 });
    writeFileSync(
      file,
      JSON.stringify({
        startTime: 0,
        endTime: 4000,
        nodes: [
          { id: 1, callFrame: frame('(root)', ''), children: [2, 3] },
          { id: 2, callFrame: frame('(idle)', '') },
          { id: 3, callFrame: frame('render', 'file:///r/node_modules/react-dom/x.js') },
        ],
        samples: [2, 3, 3, 3],
      }),
    );
    const summary = summarizeProfile(file);
    rmSync(dir, { recursive: true, force: true });
    expect(summary.totalMs).toBe(4);
    expect(summary.busyMs).toBe(3);
    expect(summary.packages[0]).toEqual(['react-dom', 3]);
  });
});
