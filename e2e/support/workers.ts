import { availableParallelism, totalmem } from 'node:os';
import { maxWorkers } from './ports.js';

/** What one worker needs: its own api and bff (about 600 MB together) and a Chromium. */
const memoryPerWorker = 2 * 1024 ** 3;

/**
 * How many workers run the suite: E2E_WORKERS if set, else one per core as far as memory and
 * the port blocks (support/ports.ts) allow. Each worker runs its own site.
 */
export function suiteWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS);
  const fits = Math.min(
    availableParallelism(),
    Math.floor(totalmem() / memoryPerWorker),
    maxWorkers,
  );
  return Math.max(1, Math.min(Number.isInteger(asked) && asked > 0 ? asked : fits, maxWorkers));
}
