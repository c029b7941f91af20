import type { FullConfig } from '@playwright/test';
import { startSuiteSite } from './support/suiteSite.js';

/**
 * One site per worker, started together before the first test and kept for the whole run: a
 * worker that Playwright replaces after a failed test takes over its predecessor's site (same
 * TEST_PARALLEL_INDEX, same ports) instead of waiting for a new one.
 */
export default async function globalSetup(config: FullConfig) {
  const stops = await Promise.all(
    Array.from({ length: config.workers }, (_, index) => startSuiteSite(index)),
  );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
