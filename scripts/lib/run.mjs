// Small process helpers shared by the root scripts (start, test, build, codegen).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const binPath = join(root, 'node_modules', '.bin');

/** Environment for child processes: the workspace's binaries first on PATH. */
export function childEnv(extra = {}) {
  return { ...process.env, PATH: `${binPath}:${process.env.PATH ?? ''}`, ...extra };
}

/**
 * Runs a command to completion, inheriting stdio; rejects on a non-zero exit. With
 * `buffered: true` its output is held and written in one piece when it ends, so commands run side
 * by side do not interleave their lines.
 */
export function run(command, args = [], { buffered = false, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      ...options,
      env: childEnv(options.env),
    });
    const output = [];
    if (buffered)
      for (const stream of [child.stdout, child.stderr])
        stream.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (output.length > 0) process.stdout.write(Buffer.concat(output));
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}
