import { expect, test, type Page } from './support/test.js';
import { logIn } from './support/logIn.js';
import { screenshotDir, sizeNames, sizes } from './support/sizes.js';

// Issue 42 item 23: a visit that is over shows nothing "To pay" and no "Add to calendar" (in My
// bookings and on its page), and directions look the venue up by its street, city and country.

/** The place a directions link asks the maps for. */
async function destinationOf(page: Page, name: string) {
  const href = await page.getByRole('link', { name }).getAttribute('href');
  return new URL(href!).searchParams.get('destination');
}

for (const size of sizeNames) {
  test.describe(`a past visit (${size})`, () => {
    test.use(sizes[size]);

    test(`has nothing to pay and no calendar entry; directions name the city (${size})`, async ({
      page,
    }) => {
      await page.goto('/en/profile/bookings?when=past');
      await logIn(page);
      await expect(page).toHaveURL('/en/profile/bookings?when=past');
      // The seeded customer's completed visits, paid for at the venue.
      const visits = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: /^Book again: / }) });
      await expect(visits.first()).toBeVisible();
      await expect(page.getByRole('main').getByText(/To pay/)).toHaveCount(0);
      await visits.first().getByRole('heading').getByRole('link').click();

      await expect(page).toHaveURL(/\/en\/book-now\/order\/[0-9a-f-]+$/);
      const main = page.getByRole('main');
      await expect(main.getByText('Completed', { exact: true })).toBeVisible();
      await expect(main.getByText('To pay', { exact: true })).toHaveCount(0);
      await expect(main.getByRole('link', { name: /^Add to calendar/ })).toHaveCount(0);
      await expect(main.getByRole('link', { name: /^Pay / })).toHaveCount(0);
      // "Salon …, Street 1, Belgrade, Serbia": the street alone finds the wrong town.
      expect(await destinationOf(page, 'Get directions')).toMatch(/^.+, .+, [^,]+, Serbia$/);
      if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/past-visit-${size}.png` });

      // In Serbian, the city and country as Serbian writes them.
      await page.goto(page.url().replace('/en/', '/sr-RS/'));
      await expect(page.getByRole('main').getByText('Za plaćanje', { exact: true })).toHaveCount(0);
      expect(await destinationOf(page, 'Uputstva za dolazak')).toMatch(/^.+, .+, [^,]+, Srbija$/);
      if (screenshotDir)
        await page.screenshot({ path: `${screenshotDir}/past-visit-sr-${size}.png` });
    });
  });
}
