import { expect, test, type Locator, type Page } from './support/test.js';
import { pickTimeAhead } from './support/calendar.js';
import { signUpAndBook } from './support/newBooking.js';
import { screenshotDir, sizeNames, sizes } from './support/sizes.js';

// Issue 42 item 22: from a chosen time it took some 38 Tabs to reach Checkout. A day's times are
// one Tab stop (the arrow keys move among them), and a skip link leads past the calendar, in the
// booking flow and on the page that moves a booking; on a phone and a desktop.

/** How many presses of Tab take the focus to `target` (Infinity when `limit` do not). */
async function tabsTo(page: Page, target: Locator, limit = 60): Promise<number> {
  for (let tabs = 1; tabs <= limit; tabs++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return tabs;
  }
  return Infinity;
}

/** The chosen time of the calendar, focused as the customer left it. */
async function focusChosenTime(page: Page, calendar: Locator) {
  const chosen = calendar.locator('a[aria-current="true"]');
  await expect(chosen).toHaveCount(1);
  await chosen.focus();
  return chosen;
}

for (const size of sizeNames) {
  test.describe(`the calendar by keyboard (${size})`, () => {
    test.use(sizes[size]);

    test(`Checkout is a Tab from the chosen time, and a skip link away from the top (${size})`, async ({
      page,
    }) => {
      await page.goto('/en/book-now/salon-lotus-vracar-1/calendar?service=1&anyEmployee=true');
      const main = page.getByRole('main');
      const { t } = await pickTimeAhead(page);
      const checkout = page.getByRole('link', { name: 'Checkout' });
      await focusChosenTime(page, main);
      expect(await tabsTo(page, checkout)).toBe(1);

      // The arrow keys move among the day's times; Enter chooses one, which stays one Tab away.
      const chosen = await focusChosenTime(page, main);
      await page.keyboard.press('ArrowRight');
      await expect(chosen).not.toBeFocused();
      const next = page.locator(':focus');
      await expect(next).toHaveAttribute('aria-label', / at \d{1,2}:\d{2} [AP]M$/);
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(new RegExp(`[?&]t=${encodeURIComponent(t)}(&|$)`));
      await expect(next).toHaveAttribute('aria-current', 'true');
      await expect(next).toBeFocused();
      expect(await tabsTo(page, checkout)).toBe(1);
      // Shift+Tab comes back to the chosen time, not to the day's last.
      await page.keyboard.press('Shift+Tab');
      await expect(next).toBeFocused();

      // From the top of the page: a few Tabs to the skip link, which leads to the selection.
      await page.reload();
      await expect(checkout).toBeVisible();
      const skip = page.getByRole('link', { name: 'Skip the calendar' });
      expect(await tabsTo(page, skip, 8)).toBeLessThanOrEqual(6);
      await expect(skip).toBeInViewport();
      if (screenshotDir)
        await page.screenshot({ path: `${screenshotDir}/skip-calendar-${size}.png` });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('region', { name: 'Your selection' })).toBeFocused();
      expect(await tabsTo(page, checkout)).toBe(1);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/salon-lotus-vracar-1\/order\?/);
    });

    test(`"Move my booking" is a Tab from the chosen time (${size})`, async ({ page }) => {
      // A sign-up and a booking first, on a shared machine.
      test.slow();
      const { guid } = await signUpAndBook(page, { first: 'Kosta', last: 'Tabić' });
      await page.goto(`/en/book-now/order/${guid}/reschedule`);
      const calendar = page.getByRole('region', { name: 'New day and time' });
      await pickTimeAhead(page, 0, calendar);
      const move = page.getByRole('button', { name: 'Move my booking' });
      await focusChosenTime(page, calendar);
      expect(await tabsTo(page, move)).toBe(1);

      const skip = calendar.getByRole('link', { name: 'Skip the calendar' });
      await skip.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('region', { name: 'Confirm the change' })).toBeFocused();
      expect(await tabsTo(page, move)).toBe(1);
      if (screenshotDir)
        await page.screenshot({ path: `${screenshotDir}/move-keyboard-${size}.png` });
    });
  });
}
