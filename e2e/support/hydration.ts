import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __termin_commits?: number;
  }
}

/**
 * Counts React's commits through a stand-in for the DevTools hook (React calls it on every
 * commit): call before the page loads, then `hydrated` waits for the first (the hydration).
 */
export async function trackHydration(page: Page) {
  await page.addInitScript(() => {
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: () => 1,
        onCommitFiberRoot: () => {
          window.__termin_commits = (window.__termin_commits ?? 0) + 1;
        },
      },
    });
  });
}

export async function hydrated(page: Page) {
  await page.waitForFunction(() => (window.__termin_commits ?? 0) > 0);
}
