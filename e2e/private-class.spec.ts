import { expect, test } from './support/test.js';
import { pickTimeAhead } from './support/calendar.js';
import { fillPhoneIfEmpty } from './support/checkout.js';
import { branchTitled } from './support/graphql.js';
import { logIn } from './support/logIn.js';
import { screenshotDir, sizeNames, sizes } from './support/sizes.js';

// Issue 42, item 5: Joga Studio Prana takes bookings for its group classes (group mode), and
// also offers a private class. "Book Private yoga class" on its page books that class through
// the ordinary steps (a time, checkout, confirmation), not the list of group classes.
for (const size of sizeNames) {
  test.describe(`a group venue's private class (${size})`, () => {
    test.use(sizes[size]);
    // Long journeys (sign-up, e-mail, booking) on a shared machine.
    test.slow();

    test(`"Book Private yoga class" books the private class, not a group one (${size})`, async ({
      page,
    }) => {
      const { slug } = await branchTitled(page, 'Joga Studio Prana');
      await page.goto(`/company/${slug}`);
      await page.getByRole('link', { name: 'Book Private yoga class' }).click();
      await expect(page.getByRole('heading', { name: 'Date and time' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/book-now/${slug}/calendar\\?service=\\d+`));
      await pickTimeAhead(page);
      await page.getByRole('link', { name: 'Checkout' }).click();
      await expect(page.getByRole('region', { name: 'Summary' })).toContainText(
        'Private yoga class',
      );
      await page.getByRole('link', { name: 'Log in to continue' }).click();
      await logIn(page);
      await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
      await fillPhoneIfEmpty(page);
      if (screenshotDir)
        await page.screenshot({
          path: `${screenshotDir}/private-class-${size}.png`,
          fullPage: true,
        });
      await page.getByRole('button', { name: 'Confirm booking' }).click();
      await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
      await expect(page.getByText(/^Private yoga class with /)).toBeVisible();
    });
  });
}
