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

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(command, args = [], options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      ...options,
      env: childEnv(options.env),
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * Runs a command to completion with its output held back: resolves with what it printed (stdout
 * and stderr in order), or rejects with an error carrying it as `output`. For commands run side by
 * side, whose output would otherwise interleave.
 */
export function runHeld(command, args = [], options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
      env: childEnv(options.env),
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const output = Buffer.concat(chunks).toString();
      if (code === 0) return resolve(output);
      const error = new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`);
      reject(Object.assign(error, { output }));
    });
  });
}
