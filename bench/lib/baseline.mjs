// An earlier commit, checked out and built beside this one, so `npm run bench -- --baseline=REF`
// measures before and after in one run on one machine. The checkout is kept in the system's temp
// folder under the commit's hash and reused by later runs.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../../scripts/lib/run.mjs';
import { log } from './state.mjs';

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The built checkout of `ref` (installed with its own lockfile, built with its own scripts). */
export function prepareBaseline(ref) {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dir = join(tmpdir(), `termin-baseline-${commit.slice(0, 12)}`);
  const built = ['api/dist/server.js', 'bff/dist/server.js', 'web/dist/build.json'].every((file) =>
    existsSync(join(dir, file)),
  );
  if (built) return { commit, dir };
  log(`Baseline: checking out and building ${commit.slice(0, 7)} in ${dir}…`);
  if (!existsSync(dir)) {
    git('worktree', 'prune');
    git('worktree', 'add', '--detach', dir, commit);
  }
  const node = (script) =>
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: dir,
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    });
  node("await (await import('./scripts/lib/install.mjs')).ensureInstalled()");
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: dir, stdio: 'inherit' });
  return { commit, dir };
}
