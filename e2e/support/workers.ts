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
export function suiteWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS);
  const room = Math.min(
    Math.floor(availableParallelism() / coresPerWorker),
    Math.floor(totalmem() / memoryPerWorker),
  );
  const workers = Number.isInteger(asked) && asked > 0 ? asked : room;
  return Math.max(1, Math.min(workers, maxWorkers));
}
