import type { FullConfig } from '@playwright/test';
import { e2ePorts } from './support/ports.js';
import { prepareSeededData } from './support/seededData.js';
import { startSuiteSite } from './support/suiteSite.js';

/**
 * One site per worker, started together before the first test and kept for the whole run: a
 * worker that Playwright replaces after a failed test takes over its predecessor's site (same
 * TEST_PARALLEL_INDEX, same ports) instead of waiting for a new one.
 */
export default async function globalSetup(config: FullConfig) {
  // Seeded on the first site's api port, before that site starts.
  const removeSeeded = await prepareSeededData(e2ePorts(0).apiPort);
  const stops = await Promise.all(
    Array.from({ length: config.workers }, (_, index) => startSuiteSite(index)),
  );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
    removeSeeded();
  };
}
