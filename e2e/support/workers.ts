import { availableParallelism, totalmem } from 'node:os';
import { maxWorkers } from './ports.js';

/** What one worker keeps busy: its own api and bff (about 600 MB together) and a Chromium. */
const coresPerWorker = 2;
const memoryPerWorker = 2 * 1024 ** 3;

/**
 * How many workers run the suite: E2E_WORKERS if set, else as many as the machine has room for,
 * each with its own site. A worker keeps about two cores busy (its browser renders while its bff
 * and api answer): on 2 cores, two workers took 487 s where one took 447 s for the same specs.
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
  const room = Math.min(
    Math.floor(availableParallelism() / coresPerWorker),
    Math.floor(totalmem() / memoryPerWorker),
  );
  return Math.max(1, Math.min(room, maxWorkers));
}
