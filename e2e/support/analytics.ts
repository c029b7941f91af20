import type { Page } from '@playwright/test';

/** spec §9: pages send their events to a tag manager's data layer when the page has one. */
export async function withDataLayer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as { dataLayer?: unknown[] }).dataLayer = [];
  });
}

/** The events the page has sent so far (client-side navigations keep the same data layer). */
export async function analyticsEvents(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => (window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
}

/** Keeps a link from leaving the page (an external one) while its click handlers still run. */
export async function stayOnPage(page: Page, selector: ReturnType<Page['locator']>): Promise<void> {
  await selector.evaluate((element) =>
    element.addEventListener('click', (event) => event.preventDefault()),
  );
}
