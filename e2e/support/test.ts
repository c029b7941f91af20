import { test as base } from '@playwright/test';
import { e2ePorts } from './ports.js';

// Everything else as the library publishes it; this module's own `test` takes the place of its.
export * from '@playwright/test';

/**
 * The suite's `test`: pages and requests go to this worker's own site (started by
 * global-setup.ts on the worker's ports, support/ports.ts). Specs import `test` from here, never
 * from @playwright/test (eslint.config.js): the library's would send every worker to the first.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
  baseURL: async ({}, use) => use(`http://127.0.0.1:${e2ePorts().port}`),
});
