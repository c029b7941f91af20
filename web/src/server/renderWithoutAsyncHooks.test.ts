// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// patches/react-dom@19.3.1.patch: a server render does not enter an AsyncLocalStorage, which on
// Node 20 turns on async hooks for the whole process, so that every promise bff makes afterwards
// runs a hook. Each build renders in a fresh process (this one may have hooks on already), which
// then tells whether a promise still gets an async id of its own: only with hooks on does it.
const require = createRequire(import.meta.url);
const builds = join(dirname(require.resolve('react-dom/package.json')), 'cjs');

const script = `
const { executionAsyncId } = require('node:async_hooks');
const { PassThrough } = require('node:stream');
const { createElement } = require('react');
const { renderToPipeableStream } = require(process.argv[1]);
async function promisesTracked() {
  const outside = executionAsyncId();
  await null;
  return executionAsyncId() !== outside;
}
(async () => {
  await promisesTracked();
  await new Promise((done, failed) => {
    const out = new PassThrough();
    out.resume();
    out.on('end', done);
    const { pipe } = renderToPipeableStream(createElement('p', null, 'Termin'), {
      onAllReady: () => pipe(out),
      onError: failed,
    });
  });
  process.stdout.write(String(await promisesTracked()));
})();
`;

describe('the patched server renderer', () => {
  it.each(['production', 'development'])('leaves async hooks off (%s build)', (build) => {
    const tracked = execFileSync(
      process.execPath,
      ['-e', script, join(builds, `react-dom-server.node.${build}.js`)],
      { cwd: dirname(builds), encoding: 'utf8' },
    );
    expect(tracked).toBe('false');
  });
});
