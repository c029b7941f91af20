import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.js';
import { expectAccessible } from './support/axe.js';
import { logIn } from './support/logIn.js';
import { mailTo } from './support/mailbox.js';
import { signUpAndBook } from './support/newBooking.js';
import { sendSignUp } from './support/signUp.js';

// Issue 15 "My bookings": a customer finds a booking again after booking it, opens it, cancels
// it and finds it under Cancelled; on a phone, from the menu, in Serbian.

test('a new customer books, finds the booking under My bookings, and cancels it there', async ({
  page,
}) => {
  const { guid, when, email } = await signUpAndBook(page, { first: 'Lena', last: 'Petrović' });

  await page.goto('/en');
  await page.getByRole('banner').getByRole('link', { name: 'My bookings' }).click();
  await expect(page).toHaveURL('/en/profile/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
  const periods = page.getByRole('navigation', { name: 'Which bookings' });
  await expect(periods.getByRole('link', { name: 'Upcoming' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const card = page.getByRole('listitem').filter({ hasText: 'Salon Lotus Vračar' });
  await expect(card).toHaveCount(1);
  // The time as the calendar named it, at the venue's clock.
  await expect(card.getByText(when.label)).toBeVisible();
  await expect(card.getByText(/^Free cancellation until /)).toBeVisible();
  await expectAccessible(page);

  await periods.getByRole('link', { name: 'Past' }).click();
  await expect(page).toHaveURL('/en/profile/bookings?when=past');
  await expect(page.getByText('You have no past visits yet.')).toBeVisible();
  await periods.getByRole('link', { name: 'Upcoming' }).click();

  await card.getByRole('link').click();
  await expect(page).toHaveURL(`/en/book-now/order/${guid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  // Its own page offers what the confirmation did: the calendar file and the way there.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar (.ics)' }).click();
  const ics = readFileSync((await (await download).path())!, 'utf8');
  expect(ics).toContain('\r\nDTSTART;TZID=Europe/Belgrade:');
  // Long lines are folded (RFC 5545 §3.1): unfolded, the file links back to this page.
  expect(ics.replace(/\r\n /g, '')).toContain(`/en/book-now/order/${guid}\r\n`);
  await expect(page.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=Salon%20Lotus%20Vra/,
  );
  await page.getByRole('link', { name: 'Cancel the booking' }).click();
  await page.getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(page.getByRole('status')).toHaveText('The booking is cancelled.');
  const cancelMail = await mailTo(email, /^Booking cancelled: Salon Lotus Vračar, /);
  expect(cancelMail.attachments[0]?.content.toString()).toContain('STATUS:CANCELLED');

  // Back to the list from the booking's own header.
  await page.getByRole('banner').getByRole('link', { name: 'My bookings' }).click();
  await expect(page).toHaveURL('/en/profile/bookings');
  await expect(page.getByText('You have no upcoming bookings.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find a place to book' })).toBeVisible();
  await page.goto('/en/profile/bookings?when=cancelled');
  const cancelled = page.getByRole('listitem').filter({ hasText: 'Salon Lotus Vračar' });
  await expect(cancelled.getByText('Cancelled', { exact: true })).toBeVisible();
  // Nothing is due on a cancelled booking.
  await expect(cancelled.getByText(/To pay|Free cancellation/)).toHaveCount(0);

  // A URL that names no period or page is no page.
  for (const query of ['?when=soon', '?page=0', '?page=9']) {
    const response = await page.goto(`/en/profile/bookings${query}`);
    expect(response?.status(), query).toBe(404);
  }
});

test('a gift card bought is under My bookings, with its code, state and balance', async ({
  page,
}) => {
  const gifts = '/en/book-now/salon-lotus-vracar-1/gifts';
  await page.goto(`/auth/login?type=register&redirect=${encodeURIComponent(gifts)}`);
  await page.getByLabel('First name').fill('Vesna');
  await page.getByLabel('Last name').fill('Kostić');
  const email = `my-gift-cards-${Date.now()}@termin.test`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('my-gift-cards-password');
  await sendSignUp(page, email);
  await expect(page).toHaveURL(gifts);

  await page.goto('/en/profile/bookings/gift-cards');
  await expect(
    page.getByText('You have not bought any gift cards yet.', { exact: false }),
  ).toBeVisible();
  await page.goto(gifts);
  await page.getByLabel('Amount').selectOption({ index: 1 });
  await page.getByLabel("Recipient's name").fill('Mila');
  await page.getByRole('button', { name: 'Buy the gift card' }).click();
  await expect(page.getByRole('heading', { name: 'Your gift card' })).toBeVisible();
  const code = (await page.getByText(/^TERM-[A-Z0-9]{4}-[A-Z0-9]{4}$/).textContent())!;

  await page.goto('/en/profile/bookings');
  await page
    .getByRole('navigation', { name: 'Which bookings' })
    .getByRole('link', { name: 'Gift cards' })
    .click();
  await expect(page).toHaveURL('/en/profile/bookings/gift-cards');
  // The profile's sections still say where the customer is.
  await expect(
    page
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('link', { name: 'My bookings' }),
  ).toHaveAttribute('aria-current', 'page');
  const card = page.getByRole('listitem').filter({ hasText: code });
  await expect(card.getByRole('heading', { name: 'For Mila' })).toBeVisible();
  await expect(card.getByText('Waiting for payment', { exact: true })).toBeVisible();
  await expectAccessible(page);
  // Not paid when bought: it is paid from here, any time later, by the code its page shows.
  await card.getByRole('link', { name: 'Pay for this gift card' }).click();
  await expect(page).toHaveURL(`${gifts}?code=${code}`);
  await expect(page.getByRole('img', { name: /^IPS QR code for a payment of / })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as paid (demo)' }).click();
  await expect(page.getByText('Paid: the gift card is active and ready to give.')).toBeVisible();
  // Its buyer gets the code by e-mail, to pass on.
  const mail = await mailTo(email, new RegExp(`^Your gift card ${code} is ready$`));
  expect(mail.text).toContain('For:');
  await page.goto('/en/profile/bookings/gift-cards');
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'Check it or buy another at Salon Lotus Vračar' }).click();
  await expect(page).toHaveURL(`${gifts}?code=${code}`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the demo customer opens My bookings from the menu in Serbian and reads a past class', async ({
    page,
  }) => {
    await page.goto('/en/profile/settings');
    await logIn(page);
    await expect(page).toHaveURL('/en/profile/settings');
    await page.goto('/sr-RS');
    await page.getByRole('button', { name: 'Meni' }).click();
    await page.getByRole('link', { name: 'Moje rezervacije' }).click();
    await expect(page).toHaveURL('/sr-RS/profile/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Moje rezervacije' })).toBeVisible();

    await page.getByRole('link', { name: 'Prošle' }).click();
    await expect(page).toHaveURL('/sr-RS/profile/bookings?when=past');
    // The seeded customer's past: a yoga class (places on a group event) among the visits.
    const yoga = page
      .getByRole('listitem')
      .filter({ hasText: /\d+ mesto/ })
      .first();
    await expect(yoga).toBeVisible();
    // 24-hour time in Serbian.
    await expect(yoga.getByText(/ u \d{2}:\d{2}$/)).toBeVisible();
    await expectAccessible(page);
    await yoga.getByRole('link').click();
    await expect(page).toHaveURL(/\/sr-RS\/book-now\/[\w-]+\/group\/\d+\/overview\/[0-9a-f-]{36}$/);
    // A class that is over goes in no calendar (issue 42 item 23); the way there stays.
    await expect(page.getByRole('link', { name: 'Uputstva za dolazak' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dodaj u kalendar (.ics)' })).toHaveCount(0);
  });
});
