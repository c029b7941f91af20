import { expect, test } from './support/test.js';
import { screenshotDir, sizeNames, sizes } from './support/sizes.js';

// Issue 42, item 18: the booking calendar's first week holds no day that is already over, "Next
// week" shows a day with free times (not a closed first day), and a week across two months names
// both. Salon Lotus Vračar, any specialist.
const calendar = '/en/book-now/salon-lotus-vracar-1/calendar?service=1&anyEmployee=true';

for (const size of sizeNames) {
  test.describe(`the booking calendar's weeks (${size})`, () => {
    test.use(sizes[size]);
    test.slow();

    test(`weeks run from today, land on a free day and name both months (${size})`, async ({
      page,
    }) => {
      await page.goto(calendar);
      const week = page.getByRole('main').getByRole('list').first();
      await expect(week.getByRole('listitem')).toHaveCount(7);
      await expect(week.getByText(/, already past$/)).toHaveCount(0);

      let spanned = false;
      for (let step = 0; step < 6 && !spanned; step++) {
        const firstDay = await week.getByRole('listitem').first().textContent();
        await page.getByRole('link', { name: 'Next week →' }).click();
        // The week shown is the next one (from the second step on, "Previous week" was already
        // there: waiting for it read the old week again). Its free times can take a while on a
        // loaded machine.
        await expect(week.getByRole('listitem').first()).not.toHaveText(firstDay!, {
          timeout: 15_000,
        });
        await expect(page.getByRole('link', { name: '← Previous week' })).toBeVisible();
        // The times shown are of a day with free times, whatever the week's first day is.
        await expect(page.getByText('No free times on this day.')).toHaveCount(0);
        await expect(week.locator('[aria-current="date"]')).toHaveCount(1);
        const numbers = (await week.getByRole('listitem').allTextContents()).map((text) =>
          Number(/\d+/.exec(text)![0]),
        );
        if (numbers[6]! < numbers[0]!) {
          spanned = true;
          const caption = page.getByRole('navigation', { name: 'Weeks' }).getByRole('heading');
          await expect(caption).toHaveText(/^[A-Z][a-z]+( \d{4})?\s–\s[A-Z][a-z]+ \d{4}$/);
          if (screenshotDir)
            await page.screenshot({ path: `${screenshotDir}/calendar-span-${size}.png` });
        }
      }
      expect(spanned, 'a week across two months within six weeks').toBe(true);
    });
  });
}
