// @vitest-environment node
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PassThrough } from 'node:stream';
import { createElement, Suspense, use, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type * as NodeServer from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';

// react-dom's Node stream writes its text through patches/react-dom@19.3.1.patch (one string per
// flush, encoded once). These tests hold both of its builds to what the unpatched renderer does:
// the same markup as renderToString, valid UTF-8 across the points where text is encoded, and no
// text of one render in another's stream.
const require = createRequire(import.meta.url);
type Server = typeof NodeServer;
type CreateElement = typeof createElement;
const at = (name: string) => join(dirname(require.resolve(`${name}/package.json`)), 'cjs');

// The package exports the build of NODE_ENV (development here); both are loaded by path. The
// production renderer cannot run elements made by the development JSX runtime (it asks the
// renderer for their owner), so its trees are made with production React's createElement; hooks
// still come from the react this renderer imports.
const builds: Array<[string, Server, CreateElement]> = [
  [
    'production',
    require(join(at('react-dom'), 'react-dom-server.node.production.js')) as Server,
    (require(join(at('react'), 'react.production.js')) as { createElement: CreateElement })
      .createElement,
  ],
  [
    'development',
    require(join(at('react-dom'), 'react-dom-server.node.development.js')) as Server,
    createElement,
  ],
];

function stream(
  server: Server,
  element: ReactNode,
  from: 'shell' | 'all' = 'all',
): Promise<string> {
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    out.on('end', () => {
      const bytes = Buffer.concat(chunks);
      // Throws on a character cut in two.
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      resolve(bytes.toString('utf8'));
    });
    const { pipe } = server.renderToPipeableStream(element, {
      onShellReady: () => from === 'shell' && pipe(out),
      onAllReady: () => from === 'all' && pipe(out),
      onError: reject,
    });
  });
}

// Multi-byte text (Serbian Cyrillic and Latin, an emoji) in pieces of every size, over 16 KB in
// all, so text crosses the points where the collected string is encoded.
const words = ['Салон лепоте', 'Šišanje i feniranje', 'ручни рад 💅', 'a', '<&>"\''];
const page = (h: CreateElement, rows: number) =>
  h(
    'main',
    { title: 'Ćevapi & „navodnici“' },
    Array.from({ length: rows }, (_, row) =>
      h(
        'p',
        { key: row, className: `row-${row}` },
        words[row % words.length],
        row,
        'ž'.repeat(row % 300),
      ),
    ),
  );

function Late({ text }: { text: Promise<string> }) {
  return use(text);
}

describe.each(builds)('react-dom/server.node (%s build) with the text patch', (_, server, h) => {
  it('streams the markup renderToString makes, as valid UTF-8', async () => {
    for (const rows of [0, 1, 40, 400]) {
      expect(await stream(server, page(h, rows))).toBe(renderToString(page(createElement, rows)));
    }
  });

  it('encodes a piece longer than its scratch buffer holds, and the pieces around it', async () => {
    // 90,000 characters of two-byte text in one piece: past the 256 KB scratch at three bytes each.
    const long = (make: CreateElement) =>
      make('div', null, make('p', null, 'Šišanje'), make('p', null, 'ž'.repeat(90_000)), '💅');
    expect(await stream(server, long(h))).toBe(renderToString(long(createElement)));
  });

  it('keeps renders apart while one streams its shell and waits for its data', async () => {
    let resolve!: (text: string) => void;
    const text = new Promise<string>((done) => (resolve = done));
    const waiting = stream(
      server,
      h(
        'div',
        null,
        'first',
        h(Suspense, { fallback: 'loading' }, h('b', null, h(Late, { text }))),
      ),
      'shell',
    );
    const other = await stream(server, page(h, 200));
    resolve('first resolved');
    const first = await waiting;
    expect(other).toBe(renderToString(page(createElement, 200)));
    // The shell with the fallback, then the boundary's content and the script that swaps it in.
    expect(first).toMatch(
      /^<div>first<!--\$\?--><template[^>]*><\/template>loading<!--\/\$--><\/div>/,
    );
    expect(first).toContain('<div hidden id="S:1">first resolved</div>');
    expect(first).not.toContain('row-');
    expect(other).not.toContain('first');
  });
});
