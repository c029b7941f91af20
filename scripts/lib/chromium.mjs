// Debian's Chromium for the checks that drive a browser (e2e, the page budget, Lighthouse).
import { existsSync } from 'node:fs';

/**
 * The browser to use, or undefined: CHROMIUM_PATH when set, else Debian's usual paths. The e2e
 * journeys take Debian's old headless shell (`chromium-headless-shell`) when it is installed: it
 * is the headless Chromium Playwright itself runs by default, lighter than the full browser in
 * its new headless mode. Lighthouse and the page budget measure in the full browser.
 */
export function findChromium({ headlessShell = false } = {}) {
  const candidates = [
    process.env.CHROMIUM_PATH,
    ...(headlessShell ? ['/usr/bin/chromium-headless-shell'] : []),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  return candidates.find((path) => path && existsSync(path));
}

/** Prints a check that cannot run here in a box; a failure when E2E_REQUIRED=1 (CI). */
export function skipLoudly(what) {
  const bar = '!'.repeat(76);
  console.error(
    [
      '',
      bar,
      `!!  ${what} SKIPPED: no Chromium found (CHROMIUM_PATH or /usr/bin/chromium).`,
      '!!  Install it with: sudo apt-get update && sudo apt-get install -y chromium',
      bar,
      '',
    ].join('\n'),
  );
  if (process.env.E2E_REQUIRED === '1') throw new Error(`E2E_REQUIRED=1 but ${what} cannot run`);
}
