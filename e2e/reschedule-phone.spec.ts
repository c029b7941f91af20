import { expect, test } from './support/test.js';
import { pickTimeAhead } from './support/calendar.js';
import { signUpAndBook } from './support/newBooking.js';
import { screenshotDir, sizeNames, sizes } from './support/sizes.js';

// Issue 42, item 8: moving a booking, the button that moves it stays in view once a time is
// tapped (on a phone it was some 30 times further down), as the booking flow's button does.
for (const size of sizeNames) {
  test.describe(`moving a booking (${size})`, () => {
    test.use(sizes[size]);
    // A sign-up and a booking first, on a shared machine.
    test.slow();

    test(`"Move my booking" is in view as soon as a time is chosen (${size})`, async ({ page }) => {
      const { guid } = await signUpAndBook(page, { first: 'Tara', last: 'Nikolić' });
      await page.goto(`/en/book-now/order/${guid}/reschedule`);
      await pickTimeAhead(page, 0, page.getByRole('region', { name: 'New day and time' }));
      const confirm = page.getByRole('region', { name: 'Confirm the change' });
      const move = confirm.getByRole('button', { name: 'Move my booking' });
      await expect(move).toBeInViewport();
      await expect(confirm.getByText(/^New time: .+ with .+, RSD/)).toBeInViewport();
      if (screenshotDir)
        await page.screenshot({ path: `${screenshotDir}/move-chosen-${size}.png` });
      await move.click();
      await expect(page).toHaveURL(`/en/book-now/order/${guid}?moved=1`);
    });
  });
}
