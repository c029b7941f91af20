import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageOf, packageOfSource, summarizeProfile } from './profileSummary.mjs';

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

  it('names the package or web/src folder of a source of web’s build', () => {
    const pnpm = '../../../../node_modules/.pnpm';
    expect(
      packageOfSource(
        `${pnpm}/react-router@7.18.5/node_modules/react-router/dist/production/chunk-7.mjs`,
      ),
    ).toBe('react-router');
    expect(
      packageOfSource(
        `${pnpm}/@formatjs+intl@3.1.8/node_modules/@formatjs/intl/lib/src/message.js`,
      ),
    ).toBe('@formatjs/intl');
    expect(packageOfSource('../../../src/pages/company/ServiceMenu.tsx')).toBe(
      'web/src/pages/company',
    );
    expect(packageOfSource('../../../src/pages/booking/flow/CalendarPage.tsx')).toBe(
      'web/src/pages/booking',
    );
    expect(packageOfSource('../../src/entry.server.tsx')).toBe('web/src');
    expect(packageOfSource('\u0000rolldown/runtime.js')).toBe('@termin/web (build)');
  });

  it('traces frames of web’s bundled build through its source maps, and skips the start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'profile-'));
    const assets = join(dir, 'web', 'dist', 'server', 'assets');
    mkdirSync(assets, { recursive: true });
    // One bundled file: line 1 from react-router, line 2 from web/src/app (0-based V8 lines 0, 1).
    const router = '../../../../node_modules/.pnpm/react-router@7/node_modules/react-router/x.mjs';
    const map = {
      version: 3,
      sources: [router, '../../../src/app/AppShell.tsx'],
      names: [],
      // Line 1 column 0 from line 9 of the first source; line 2 from line 36 column 2 of the second.
      mappings: 'AAQA;AC2BE',
    };
    writeFileSync(join(assets, 'vendor.js.map'), JSON.stringify(map));
    const url = `file://${join(assets, 'vendor.js')}`;
    const frame = (functionName, lineNumber) => ({
      functionName,
      url,
      lineNumber,
      columnNumber: 0,
    });
    const file = join(dir, 'x.cpuprofile');
    writeFileSync(
      file,
      JSON.stringify({
        startTime: 0,
        endTime: 5500,
        nodes: [
          { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: 0, columnNumber: 0 } },
          { id: 2, callFrame: frame('matchRoutes', 0) },
          { id: 3, callFrame: frame('', 1) },
          { id: 4, callFrame: frame('unmapped', 7) },
        ],
        // One sample a millisecond; the first (at 1 ms) falls in the start left out, the other four
        // share the 4 ms after it.
        samples: [4, 2, 3, 3, 4],
        timeDeltas: [1000, 1000, 1000, 1000, 1000],
      }),
    );
    const summary = summarizeProfile(file, { fromMs: 1.5 });
    rmSync(dir, { recursive: true, force: true });
    expect(Object.fromEntries(summary.packages)).toEqual({
      'react-router': 1,
      'web/src/app': 2,
      '@termin/web (unmapped)': 1,
    });
    expect(summary.functions[0]).toEqual(['(anonymous) web/src/app AppShell.tsx:36', 2]);
  });
});
