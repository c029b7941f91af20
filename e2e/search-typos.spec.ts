import { expect, test } from './support/test.js';
import { screenshotDir, sizeNames, sizes } from './support/sizes.js';

// Issue 42, item 20: searches read typos and words split or joined differently as what they were
// meant for ("hair cut": Haircut, "resheduling": Rescheduling), and a search that finds nothing
// offers support's email and phone.
for (const size of sizeNames) {
  test.describe(`searching with typos (${size})`, () => {
    test.use(sizes[size]);

    test(`"hair cut" suggests Haircut and finds the haircut venues (${size})`, async ({ page }) => {
      await page.goto('/en');
      const searchBox = page.getByRole('combobox', { name: /search/i });
      await searchBox.click();
      await searchBox.pressSequentially('hair cut', { delay: 30 });
      await expect(page.getByRole('option', { name: 'Haircut', exact: true })).toBeVisible();

      // Enter without picking an option searches the text as typed.
      await searchBox.press('Enter');
      await expect(page).toHaveURL(/\/en\/search\?s=hair(\+|%20)cut/);
      // Every venue found offers a haircut, listed first on its card.
      const venues = page.getByRole('main').getByRole('article');
      await expect(
        page.getByRole('article', { name: 'Salon Lotus Vračar' }).getByText("Women's haircut"),
      ).toBeVisible();
      await expect(venues.filter({ hasNotText: /haircut/i })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Nothing matches this search' })).toHaveCount(
        0,
      );
      if (screenshotDir)
        await page.screenshot({ path: `${screenshotDir}/search-hair-cut-${size}.png` });
    });

    test(`a search that finds nothing offers support's email and phone (${size})`, async ({
      page,
    }) => {
      await page.goto('/en/search?s=qwertyuiop');
      const empty = page.getByRole('region', { name: 'Nothing matches this search' });
      await expect(empty).toBeVisible();
      await expect(empty.getByText(/Can’t find what you need\? Write to us at/)).toBeVisible();
      await expect(empty.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@/);
      await expect(empty.getByRole('link', { name: /^\+[\d ]+$/ })).toHaveAttribute(
        'href',
        /^tel:\+\d+$/,
      );
      if (screenshotDir)
        await page.screenshot({
          path: `${screenshotDir}/search-nothing-${size}.png`,
          fullPage: true,
        });
    });

    test(`the help center reads a misspelt word, and offers support when nothing matches (${size})`, async ({
      page,
    }) => {
      await page.goto('/en/help-center');
      const field = page.getByRole('searchbox', { name: 'Search the help center' });
      await field.fill('resheduling');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\/en\/help-center\?q=resheduling$/);
      await expect(
        page.getByRole('link', { name: 'Rescheduling an appointment' }).first(),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: /@/ })).toHaveCount(1); // the footer's alone
      if (screenshotDir)
        await page.screenshot({ path: `${screenshotDir}/help-resheduling-${size}.png` });

      // In Serbian too, and joined words read apart.
      await page.goto('/sr-RS/help-center?q=otkazivnje');
      await expect(
        page.getByRole('link', { name: 'Kako da otkažete rezervaciju' }).first(),
      ).toBeVisible();
      await page.goto('/en/help-center?q=giftcard');
      await expect(page.getByRole('link', { name: 'Buying a gift card' }).first()).toBeVisible();

      await page.goto('/en/help-center?q=qwertyuiop');
      await expect(
        page.getByRole('heading', { name: 'No articles for “qwertyuiop”' }),
      ).toBeVisible();
      const contact = page.getByText(/Can’t find what you need\? Write to us at/);
      await expect(contact).toBeVisible();
      await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await expect(contact.getByRole('link', { name: /^\+[\d ]+$/ })).toHaveAttribute(
        'href',
        /^tel:\+\d+$/,
      );
      if (screenshotDir)
        await page.screenshot({
          path: `${screenshotDir}/help-nothing-${size}.png`,
          fullPage: true,
        });
    });
  });
}
