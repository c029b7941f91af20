import { expect, test, type Page } from './support/test.js';
import { expectAccessible } from './support/axe.js';
import { mailTo } from './support/mailbox.js';
import { signUpAndBook } from './support/newBooking.js';
import { screenshotDir, sizeNames, sizes, type Size } from './support/sizes.js';

// Issue 42, item 10: paying by IPS QR on the phone that would have to scan its own screen. From
// the confirmation, the payment page gives the code as a picture and the transfer's details to
// copy; once paid, the booking says so (no "To pay", no Pay button) and a receipt is e-mailed.
// Cancelled after paying, the booking says who returns the money (the venue it was paid to).

const shot = async (page: Page, name: string, size: Size) => {
  if (screenshotDir)
    await page.screenshot({ path: `${screenshotDir}/pay-${name}-${size}.png`, fullPage: true });
};

/** The value a fact list gives a label (the <dd> after its <dt>). */
const fact = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');

for (const size of sizeNames) {
  test.describe(`paying a booking by IPS QR code (${size})`, () => {
    test.use(sizes[size]);
    // A sign-up, a booking and a payment, on a shared machine.
    test.slow();

    test(`pay from the confirmation, copy a detail, see it paid and get the receipt (${size})`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const { guid, email } = await signUpAndBook(page, { first: 'Petra', last: 'Jovanović' });

      // The confirmation offers the payment first among its actions.
      const pay = page.getByRole('link', { name: 'Pay by IPS QR code' });
      await expect(pay).toBeVisible();
      await shot(page, 'confirmation', size);
      await pay.click();
      await expect(page).toHaveURL(new RegExp(`/en/book-now/[^/]+/payment/${guid}$`));
      const paymentPage = page.url();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay by IPS QR code');

      // What a phone can use: the details to type or paste, each with its copy button.
      const account = fact(page, 'Account number').locator('span').first();
      await expect(account).toHaveText(/^\d{3}-\d{13}-\d{2}$/);
      await expect(fact(page, 'Payment code').locator('span').first()).toHaveText('289');
      await expect(fact(page, 'Model').locator('span').first()).toHaveText('97');
      // As bank apps take it: a decimal comma, the currency beside it.
      await expect(fact(page, 'Amount').locator('span').first()).toHaveText(/^\d+,\d{2} RSD$/);
      await expect(fact(page, 'Purpose of payment').locator('span').first()).toHaveText(
        `Termin ${guid.slice(0, 8)}`,
      );
      const reference = await fact(page, 'Reference').locator('span').first().textContent();
      expect(reference).toMatch(/^\d{4,}$/);
      await page.getByRole('button', { name: 'Copy: Account number' }).click();
      await expect(page.getByRole('button', { name: 'Copied: Account number' })).toHaveText(
        'Copied',
      );
      await expect(page.locator('[aria-live="polite"]', { hasText: 'copied' })).toHaveText(
        'Account number copied',
      );
      if (screenshotDir)
        await page
          .getByRole('button', { name: 'Copied: Account number' })
          .screenshot({ path: `${screenshotDir}/pay-copied-${size}.png` });
      const accountNumber = (await account.textContent())!;
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(accountNumber);
      // The code as a picture to save, for the bank app's IPS scan from the gallery.
      const save = page.getByRole('link', { name: 'Save the code as a picture' });
      const picture = await page.request.get((await save.getAttribute('href'))!);
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/png');
      await expectAccessible(page);
      await shot(page, 'details', size);

      // No bank notifies a demo: the demo switch plays the bank.
      await page.getByRole('button', { name: 'Mark as paid (demo)' }).click();
      await expect(page.getByRole('status')).toHaveText('Paid. Thank you!', { timeout: 10_000 });
      await expect(fact(page, 'Paid')).toHaveText(
        /^RSD\s?[\d,]+ on \w+day, .+ at \d{1,2}:\d{2}\s[AP]M$/,
      );
      await expect(page.getByRole('button', { name: /^Copy/ })).toHaveCount(0);
      await expect(
        page.getByText(/^Your booking at Salon Lotus Vračar on .+ is paid\.$/),
      ).toBeVisible();
      await shot(page, 'paid', size);

      // The booking's page: paid, nothing left to pay, no Pay button.
      await page.getByRole('link', { name: '← Back to the booking' }).click();
      await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
      await expect(fact(page, 'Paid')).toHaveText(/^RSD\s?[\d,]+ on /);
      await expect(page.locator('dt', { hasText: /^To pay$/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Pay by IPS QR code' })).toHaveCount(0);
      await expectAccessible(page);
      await shot(page, 'order', size);

      // The confirmation, the payment page and My bookings say it too, offering nothing to pay.
      await page.goto(`/en/book-now/confirmation?order=${guid}`);
      await expect(fact(page, 'Paid')).toHaveText(/^RSD\s?[\d,]+ on /);
      await expect(page.getByRole('link', { name: 'Pay by IPS QR code' })).toHaveCount(0);
      await shot(page, 'confirmation-paid', size);
      await page.goto(paymentPage);
      await expect(page.getByRole('status')).toHaveText(/^Paid: RSD\s?[\d,]+ on /);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await page.goto('/en/profile/bookings');
      await expect(page.getByText(/Paid RSD\s?[\d,]+ on \w{3} \d{1,2}, \d{4}/)).toBeVisible();
      await shot(page, 'my-bookings', size);

      // The receipt: what, how much, when, to whom, with the reference.
      const receipt = await mailTo(email, /^Receipt: RSD\s?[\d,]+ paid to /);
      expect(receipt.text).toMatch(/Paid on: +\w+day, .+ at \d{1,2}:\d{2}\s[AP]M/);
      expect(receipt.text).toMatch(new RegExp(`Payee account: +${accountNumber}`));
      expect(receipt.text).toMatch(new RegExp(`Reference: +97 ${reference}`));
      expect(receipt.text).toContain(`/en/book-now/order/${guid}`);

      // A change of plans: before and after cancelling, who returns the money and how.
      await page.goto(`/en/book-now/order/${guid}`);
      await page.getByRole('link', { name: 'Cancel the booking' }).click();
      await expect(
        page.getByText(
          /^You paid RSD\s?[\d,]+ to the venue for this visit\. If you cancel, the venue returns it to the account you paid from\.$/,
        ),
      ).toBeVisible();
      await shot(page, 'cancel-paid', size);
      await page.getByRole('button', { name: 'Cancel the booking' }).click();
      await expect(page.getByRole('status')).toHaveText(
        /^The booking is cancelled\. The venue returns the RSD\s?[\d,]+ you paid to the account you paid from\. If it has not arrived within a few working days, please call the venue on .+\.$/,
      );
      await expectAccessible(page);
      await shot(page, 'cancelled-paid', size);
      const cancelled = await mailTo(email, /^Booking cancelled: Salon Lotus Vračar, /);
      expect(cancelled.text).toMatch(
        /The venue returns the RSD\s?[\d,]+ you paid to the account you paid from\./,
      );
    });
  });
}
