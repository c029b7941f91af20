import { expect, test } from './support/test.js';
import { logIn } from './support/logIn.js';

// Issue 42 item 13: a past visit is booked again from My bookings with the same services and
// specialist, on the first week with free time; on a phone and a desktop.
for (const [size, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`a past visit is booked again with its services and specialist (${size})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/en/profile/bookings?when=past');
    await logIn(page);
    await expect(page).toHaveURL('/en/profile/bookings?when=past');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /^Book again: / }) })
      .first();
    const again = card.getByRole('link', { name: /^Book again: / });
    await expect(again).toBeVisible();
    const services = (await card.getByRole('heading').textContent())!.trim();
    const [, venue, master] = /^(.+) · with (.+)$/.exec(
      (await card.getByText(/ · with /).textContent())!.trim(),
    )!;
    await expect(again).toHaveAccessibleName(`Book again: ${services} · ${venue}`);
    await page.screenshot({ path: `/tmp/i42data/book-again-list-${size}.png`, fullPage: true });
    await again.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Date and time' })).toBeVisible();
    await expect(page).toHaveURL(/\/calendar\?service=\d+(&service=\d+)*&m=\d+$/);
    await expect(page.getByText(venue!, { exact: true })).toBeVisible();
    // The week shown has free time to pick.
    const freeDays = page.getByRole('main').getByRole('list').first().getByRole('link');
    await expect(freeDays.first()).toBeVisible();
    await page.screenshot({ path: `/tmp/i42data/book-again-calendar-${size}.png`, fullPage: true });

    // The specialist of the visit is the one chosen.
    await page.getByRole('link', { name: 'Back to specialists' }).click();
    const chosen = page.getByRole('main').locator('a[aria-current="true"]');
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toContainText(master!);
  });
}
