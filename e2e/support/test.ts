import { test as base } from '@playwright/test';
import { startSuiteSite } from './suiteSite.js';

// Everything else as the library publishes it; this module's own `test` takes the place of its.
export * from '@playwright/test';

/**
 * The suite's `test`: every worker runs its own site (support/suiteSite.ts) on its own ports, and
 * pages and requests go to it. Specs import `test` from here, never from @playwright/test
 * (eslint.config.js): a spec on the library's `test` would reach no site in a worker of its own.
 */
export const test = base.extend<object, { site: string }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      const site = await startSuiteSite();
      await use(site.origin);
      await site.stop();
    },
    { scope: 'worker', auto: true, timeout: 150_000 },
  ],
  baseURL: async ({ site }, use) => use(site),
});
