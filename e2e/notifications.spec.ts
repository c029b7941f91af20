import { expect, test } from './support/test.js';
import { expectAccessible } from './support/axe.js';
import { mailTo } from './support/mailbox.js';
import { signUpAndBook } from './support/newBooking.js';
import { textAbout, textsAbout } from './support/textMessages.js';

// Issue 42 item 11: the notification settings offered SMS and push, but only e-mail was sent. Now
// a booking's confirmation reaches the phone by text message, the customer can turn that off,
// and nothing offers push. On a desktop and on a phone.

for (const [device, use] of [
  ['on a desktop', { viewport: { width: 1280, height: 800 } }],
  ['on a phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
] as const)
  test.describe(device, () => {
    test.use(use);

    test('a booking is confirmed by text message until the customer turns it off', async ({
      page,
      baseURL,
    }) => {
      // Signing up, booking, the settings and a cancellation, each waiting for its messages.
      test.setTimeout(60_000);
      const { guid, email } = await signUpAndBook(page, { first: 'Tara', last: 'Nikolić' });
      const confirmed = await textAbout(guid, /^Termin: booking confirmed\. Salon Lotus Vračar, /);
      expect(confirmed.to).toBe('+381641234567');
      expect(confirmed.text).toContain(`${baseURL}/en/book-now/order/${guid}`);

      // The overview names the two channels Termin delivers on, and no push.
      await page.goto('/en/profile/settings');
      await expect(
        page.getByText('You get messages by: Email and Text messages (SMS).'),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Choose your notifications' }).click();
      await expect(page).toHaveURL(/\/en\/profile\/settings\/notifications$/);
      const groups = page.getByRole('group');
      await expect(groups).toHaveCount(2);
      await expect(page.getByRole('group', { name: 'Email' })).toBeVisible();
      const sms = page.getByRole('group', { name: 'Text messages (SMS)' });
      await expect(sms).toHaveAccessibleDescription(
        'Sent to the phone number you give with each booking.',
      );
      await expect(page.getByText(/push/i)).toHaveCount(0);
      await expectAccessible(page);

      await sms.getByLabel('Booking confirmations and changes').uncheck();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status')).toHaveText('Your changes are saved.');

      // The cancellation comes by e-mail only.
      await page.goto(`/en/book-now/order/${guid}`);
      await page.getByRole('link', { name: 'Cancel the booking' }).click();
      await page.getByRole('button', { name: 'Cancel the booking' }).click();
      await expect(page.getByRole('status')).toHaveText('The booking is cancelled.');
      await mailTo(email, /^Booking cancelled: Salon Lotus Vračar, /);
      // The outbox wrote the e-mail; a text message of the same change would have come with it.
      await page.waitForTimeout(1000);
      expect((await textsAbout(guid)).map((message) => message.text)).toEqual([confirmed.text]);
    });
  });

test('the settings and the overview name email and SMS in Serbian', async ({ page }) => {
  await signUpAndBook(page, { first: 'Vesna', last: 'Petrović' });
  await page.goto('/sr-RS/profile/settings');
  await expect(page.getByText('Poruke primate putem: Imejl i SMS poruke.')).toBeVisible();
  await page.goto('/sr-RS/profile/settings/notifications');
  await expect(page.getByRole('group')).toHaveCount(2);
  await expect(page.getByRole('group', { name: 'SMS poruke' })).toHaveAccessibleDescription(
    'Šaljemo ih na broj telefona koji navedete uz rezervaciju.',
  );
  await expect(page.getByText('Obaveštenja na uređaju')).toHaveCount(0);
});
