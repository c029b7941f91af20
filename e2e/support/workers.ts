import { availableParallelism, totalmem } from 'node:os';
import { maxWorkers } from './ports.js';

/** What one worker holds: its own api and bff (about 600 MB together) and a Chromium. */
const memoryPerWorker = 2 * 1024 ** 3;

/**
 * How many workers run the suite: E2E_WORKERS if set, else a worker per core as memory allows,
 * each with its own site. A worker alone leaves a core a fifth idle (its browser, bff and api wait
 * on each other): on a quiet 2-core machine the whole suite took 518 s on two workers against
 * 661 s on one.
 */
export function suiteWorkers(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.E2E_WORKERS?.trim();
  if (value) {
    const asked = Number(value);
    if (!Number.isInteger(asked) || asked < 1 || asked > maxWorkers)
      throw new Error(
        `E2E_WORKERS=${value}: a whole number from 1 to ${maxWorkers} (the port blocks of support/ports.ts hold ${maxWorkers} sites)`,
      );
    return asked;
  }
  const room = Math.min(availableParallelism(), Math.floor(totalmem() / memoryPerWorker));
  return Math.max(1, Math.min(room, maxWorkers));
}
