import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from './support/test.js';
import { expectAccessible } from './support/axe.js';
import { pickTimeAhead } from './support/calendar.js';
import { fillPhoneIfEmpty } from './support/checkout.js';
import { logIn } from './support/logIn.js';
import { mailTo } from './support/mailbox.js';
import { screenshotDir, sizeNames, sizes } from './support/sizes.js';

// Issue 42, item 4: at Salon Lotus Vračar the hairdressers (Marija Đorđević, Tijana Popović) do
// no facials and its beautician (Mina Petrović) cuts no hair. A women's haircut and a classic
// facial are booked as the big marketplaces book them: "Any specialist" puts them one after
// another, each with a specialist who does it, in one order with one confirmation and one e-mail.
const salon = '/en/book-now/salon-lotus-vracar-1';
const hairdresser = /^Women's haircut with (Marija Đorđević|Tijana Popović), /;
const beautician = /^Classic facial with Mina Petrović, /;

/** Intl writes time ranges with thin and narrow spaces; read them as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

/** Where a part starts and ends ("…, 9:15 – 10:15 AM, RSD 3,100" → ['9:15', '10:15']). */
async function timesOf(part: Locator): Promise<[string, string]> {
  const match = / (\d{1,2}:\d{2})(?: [AP]M)? – (\d{1,2}:\d{2})/.exec(plain(await part.innerText()));
  expect(match, 'a time range').not.toBeNull();
  return [match![1]!, match![2]!];
}

/** The two parts listed in a region: the haircut's specialist, then the facial's, back to back. */
async function expectBackToBack(parts: Locator) {
  await expect(parts).toHaveCount(2);
  await expect(parts.nth(0)).toHaveText(hairdresser);
  await expect(parts.nth(1)).toHaveText(beautician);
  const [, haircutEnds] = await timesOf(parts.nth(0));
  const [facialStarts] = await timesOf(parts.nth(1));
  expect(facialStarts).toBe(haircutEnds);
}

for (const size of sizeNames) {
  test.describe(`a haircut and a facial in one visit (${size})`, () => {
    test.use(sizes[size]);
    // A long journey (log-in, five steps, e-mail) on a shared machine.
    test.slow();

    test(`books Women's haircut + Classic facial with two specialists back to back (${size})`, async ({
      page,
    }) => {
      await page.goto(`/auth/login?type=login&redirect=${encodeURIComponent(salon)}`);
      await logIn(page);
      await page.getByRole('link', { name: /Choose services/ }).click();
      await page.getByRole('link', { name: /^Women's haircut .*Add$/ }).click();
      await expect(page).toHaveURL(/service=\d+/);
      await page.getByRole('link', { name: /^Classic facial .*Add$/ }).click();
      await expect(page.getByText(/^2 services · /)).toBeVisible();
      await page.getByRole('link', { name: 'Continue' }).click();

      // The specialist step explains instead of a dead end: who does which, and "any" chains them.
      await expect(page.getByRole('heading', { name: 'Choose a specialist' })).toBeVisible();
      await expect(
        page.getByText(/^No one specialist here does all of these services\./),
      ).toBeVisible();
      await expect(
        page.getByText("Women's haircut: Marija Đorđević or Tijana Popović"),
      ).toBeVisible();
      await expect(page.getByText('Classic facial: Mina Petrović')).toBeVisible();
      // Nobody who does only one of them is offered as doing both: "any" is the one choice.
      const choices = page.getByRole('main').getByRole('list').first().getByRole('link');
      await expect(choices).toHaveCount(1);
      await expect(choices).toHaveText(/^★\s*Any specialist\s*One after another, each with a/);
      await expectAccessible(page);
      await choices.click();

      // The calendar offers the starts where the two fit one after another.
      await expect(page).toHaveURL(/\/calendar\?service=\d+&service=\d+&anyEmployee=true$/);
      await expect(page.getByText(/^Your services follow one another/)).toBeVisible();
      const when = await pickTimeAhead(page);
      await page.getByRole('link', { name: 'Checkout' }).click();

      // Checkout: each service with its own specialist and time, the haircut then the facial.
      await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
      const summary = page.getByRole('region', { name: 'Summary' });
      await expect(summary.getByText(when.label)).toBeVisible();
      await expectBackToBack(summary.getByRole('listitem'));
      await fillPhoneIfEmpty(page);
      // An address of its own, so this journey's e-mail is told apart from the suite's others.
      const email = `chained-${size}-${Date.now()}@example.test`;
      await page.getByLabel('Email (optional)').fill(email);
      await expectAccessible(page);
      if (screenshotDir)
        await page.screenshot({
          path: `${screenshotDir}/chained-checkout-${size}.png`,
          fullPage: true,
        });
      await page.getByRole('button', { name: 'Confirm booking' }).click();

      // One order, one confirmation: a line per service with its specialist and time.
      await expect(page).toHaveURL(/\/en\/book-now\/confirmation\?order=[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: when.label })).toHaveCount(1);
      const services = page
        .getByRole('term')
        .filter({ hasText: 'Services' })
        .locator('xpath=following-sibling::dd')
        .getByRole('listitem');
      await expectBackToBack(services);
      await expectAccessible(page);
      if (screenshotDir)
        await page.screenshot({
          path: `${screenshotDir}/chained-confirmation-${size}.png`,
          fullPage: true,
        });

      // Its calendar entry is the whole visit, each part with its specialist and time.
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Add to calendar (.ics)' }).click();
      const ics = readFileSync((await (await download).path())!, 'utf8').replace(/\r\n /g, '');
      const wall = `${when.d.replace(/-/g, '')}T${when.t.replace('%3A', '').replace(':', '')}00`;
      expect(ics).toContain(`\r\nDTSTART;TZID=Europe/Belgrade:${wall}\r\n`);
      expect(plain(ics)).toMatch(
        /\r\nDESCRIPTION:Women's haircut with (Marija Đorđević|Tijana Popović)\\, [^\r]+\\nClassic facial with Mina Petrović\\, /,
      );

      // One e-mail, telling both parts.
      const mail = await mailTo(email, /^Booking confirmed: Salon Lotus Vračar, /);
      const text = plain(mail.text ?? '');
      expect(text).toMatch(/Booked: +Women's haircut with (Marija Đorđević|Tijana Popović), /);
      expect(text).toMatch(/\n +Classic facial with Mina Petrović, /);

      // The booking's own page shows the same parts.
      await page.getByRole('link', { name: 'Manage the booking' }).click();
      await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
      await expectBackToBack(
        page
          .getByRole('term')
          .filter({ hasText: 'Services' })
          .locator('xpath=following-sibling::dd')
          .getByRole('listitem'),
      );
    });
  });
}
