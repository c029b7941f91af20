import { expect, test, type Page, type Route } from './support/test.js';
import { expectAccessible } from './support/axe.js';
import { hydrated, trackHydration } from './support/hydration.js';
import { midweekAhead } from './support/calendar.js';

// Feedback on every wait (issue 16): on a slow connection a click is answered at once, a choice
// shows as chosen while its data loads, awaited lists show their shape, and filters apply where
// the reader is, as chips they can remove.

/** A slow mobile connection: 50 KB/s each way, one second of latency. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 1000,
    downloadThroughput: 50 * 1024,
    uploadThroughput: 50 * 1024,
  });
}

/**
 * Holds every request the page makes from now on until `release()`: what shows meanwhile cannot
 * be waiting for any of them, on any machine, however slow.
 */
async function holdRequests(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/*', (route) => (holding ? void held.push(route) : route.continue()));
  return {
    held: () => held.length,
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/**
 * Milliseconds from the click on `selector` to the first paint of an element matching `shown`,
 * measured in the page (no test-runner round trips in the figure).
 */
async function reactionMs(page: Page, selector: string, shown: string): Promise<number> {
  await page.evaluate(
    ({ selector, shown }) => {
      const state = { clicked: 0, seen: 0 };
      Object.assign(window, { __reaction: state });
      document.addEventListener(
        'click',
        (event) => {
          if ((event.target as Element).closest(selector)) state.clicked = performance.now();
        },
        { capture: true },
      );
      new MutationObserver(() => {
        if (!state.seen && state.clicked && document.querySelector(shown))
          requestAnimationFrame(() => (state.seen = performance.now()));
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    },
    { selector, shown },
  );
  await page.locator(selector).first().click();
  await page.waitForFunction(
    () => (window as unknown as { __reaction: { seen: number } }).__reaction.seen > 0,
  );
  return page.evaluate(() => {
    const { clicked, seen } = (
      window as unknown as { __reaction: { clicked: number; seen: number } }
    ).__reaction;
    return seen - clicked;
  });
}

test.describe('on a slow connection', () => {
  test('a navigation shows the progress bar before anything of the next page arrives', async ({
    page,
  }) => {
    await trackHydration(page);
    await page.goto('/en/search?c=beograd');
    await hydrated(page);
    await throttle(page);
    // Every request the click starts (the next page's data and code) is held until the bar has
    // been seen: it cannot be waiting for any of them. How soon it painted is this machine's
    // figure, printed, not gated (issue 16's 100 ms aim; a loaded CI machine is no judge of it).
    const requests = await holdRequests(page);
    const ms = await reactionMs(page, 'main ol article h3 a', '[role="progressbar"]');
    console.info(`progress bar painted ${Math.round(ms)} ms after the click`);
    await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeVisible();
    expect(requests.held()).toBeGreaterThan(0);
    // The bar is in a live region, not content outside the page's landmarks (axe's `region`).
    await expectAccessible(page, 'the search page while the next page loads', ['region']);
    await requests.release();
    // It goes once the page has arrived.
    await expect(page).toHaveURL(/\/en\/company\//, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toHaveCount(0, {
      timeout: 30_000,
    });
  });

  test('a day picked in the calendar is chosen at once, its times shown as placeholders', async ({
    page,
  }) => {
    await trackHydration(page);
    // A week ahead: the current week may have no free day left but the chosen one.
    const day = midweekAhead('Europe/Belgrade');
    await page.goto(
      `/en/book-now/salon-lotus-vracar-1/calendar?service=1&d=${day}&anyEmployee=true`,
    );
    await hydrated(page);
    const week = page.getByRole('main').getByRole('list').first();
    const chosen = week.locator('a[aria-current="date"]');
    const before = await chosen.getAttribute('href');
    const other = week.locator('a:not([aria-current])').first();
    const href = await other.getAttribute('href');
    await throttle(page);
    const requests = await holdRequests(page);
    await other.click();
    // At once, with nothing of the new day's data in: the new day is the chosen one, the old is
    // not, and its times are awaited.
    await expect(week.locator(`a[href="${href}"]`)).toHaveAttribute('aria-current', 'date');
    await expect(week.locator(`a[href="${before}"]`)).not.toHaveAttribute('aria-current', 'date');
    await expect(page.getByRole('list', { name: 'Loading the free times' })).toBeVisible();
    expect(requests.held()).toBeGreaterThan(0);
    await requests.release();
    await expect(page.getByRole('list', { name: 'Loading the free times' })).toHaveCount(0, {
      timeout: 30_000,
    });
    await expect(
      page.getByRole('link', { name: / at \d{1,2}:\d{2} [AP]M$/ }).first(),
    ).toBeVisible();
  });
});

test('filters apply where the reader is and show as chips that remove them', async ({ page }) => {
  await trackHydration(page);
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/en/bt/hair/in/beograd');
  await hydrated(page);
  const apply = page.getByRole('button', { name: 'Show venues' });
  // Where the reader sees the filters: it must not move when they apply or remove one (the
  // browser keeps what is on screen in place as the chips above it come and go).
  const onScreen = () => apply.evaluate((button) => Math.round(button.getBoundingClientRect().top));
  await page.getByLabel('Rating', { exact: true }).selectOption('4');
  await apply.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const where = await onScreen();
  await apply.click();
  await expect(page).toHaveURL(/\/en\/bt\/hair\/in\/beograd\?rating=4$/);

  const chips = page.getByRole('list', { name: 'Filters in force' });
  const rating = chips.getByRole('link', { name: 'Remove filter: 4★ and up' });
  await expect(rating).toHaveCount(1);
  expect(Math.abs((await onScreen()) - where)).toBeLessThanOrEqual(2);

  // Removing the last chip folds its row where it is: the page does not jump to the top.
  await rating.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await rating.click();
  await expect(page).toHaveURL(/\/en\/bt\/hair\/in\/beograd$/);
  await expect(chips).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('filter chips are plain links without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/bt/hair/in/beograd?rating=4&sort=price&km=5');
  const chips = page.getByRole('list', { name: 'Filters in force' });
  await expect(chips.getByRole('link')).toHaveText([
    '4★ and up×',
    'Within 5 km×',
    'Lowest price×',
    'Clear all',
  ]);
  await chips.getByRole('link', { name: 'Remove filter: Lowest price' }).click();
  await expect(page).toHaveURL(/\/en\/bt\/hair\/in\/beograd\?rating=4&km=5$/);
  await expect(chips.getByRole('link')).toHaveText(['4★ and up×', 'Within 5 km×', 'Clear all']);
  await context.close();
});
