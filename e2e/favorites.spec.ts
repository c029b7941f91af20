import { expect, test } from './support/test.js';
import { logIn } from './support/logIn.js';

// Issue 42 item 12: a venue saved before logging in joins the account's favourites at login; the
// profile lists them, and the venue page saves and forgets them in the account; on a phone and a
// desktop.
const barbershop = '/en/company/barbershop-dorcol-2';

for (const [size, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`favourites saved in the browser move into the account at login (${size})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(barbershop);
    const venue = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await expect(
      page.getByText('Favorites are kept in this browser until you log in'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    await expect(page.getByRole('button', { name: 'Saved to favorites' })).toBeVisible();

    await page.goto('/en/profile/favorites');
    await logIn(page);
    await expect(page).toHaveURL('/en/profile/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    // The merge runs once the page has loaded after login; the list is read afresh.
    await expect
      .poll(async () => {
        await page.reload();
        return page.getByRole('link', { name: venue, exact: true }).count();
      })
      .toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('termin:favorites'))).toBeNull();
    await page.screenshot({ path: `/tmp/i42data/favorites-${size}.png`, fullPage: true });

    // On the venue's page the account says it is saved, and forgets it there.
    await page.getByRole('link', { name: venue, exact: true }).click();
    const saved = page.getByRole('button', { name: 'Saved to favorites' });
    await expect(saved).toBeEnabled();
    await expect(
      page.getByRole('link', { name: 'Kept in your account: see your favorites' }),
    ).toBeVisible();
    await page.screenshot({ path: `/tmp/i42data/favorite-button-${size}.png` });
    await saved.click();
    await expect(page.getByRole('button', { name: 'Add to favorites' })).toBeEnabled();
    await page.getByRole('link', { name: 'Kept in your account: see your favorites' }).click();
    await expect(page).toHaveURL('/en/profile/favorites');
    await expect(page.getByRole('link', { name: venue, exact: true })).toHaveCount(0);
  });
}
