import { expect, test } from './support/test.js';
import { branchTitled, gql } from './support/graphql.js';
import { signUpAndBook } from './support/newBooking.js';
import { signUpTo } from './support/signUp.js';

// A booking's confirmation page is where the browser's back button leads after cancelling it
// (and an old tab stays on it): once cancelled, it no longer says "Booking confirmed, see you
// soon" but shows the booking's own page, which says it is cancelled.

test('back from cancelling a visit: its own page, cancelled, not "Booking confirmed"', async ({
  page,
}) => {
  const { guid } = await signUpAndBook(page, { first: 'Vesna', last: 'Nazad' });
  const confirmation = page.url();
  await page.getByRole('link', { name: 'Cancel the booking' }).click();
  await page.getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(page.getByRole('status')).toHaveText('The booking is cancelled.');

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/en/book-now/order/${guid}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking');
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book again' })).toBeVisible();

  await page.goto(confirmation);
  await expect(page).toHaveURL(new RegExp(`/en/book-now/order/${guid}$`));
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toHaveCount(0);
});

test('back from cancelling places on an event: their own page, cancelled, not "You are booked"', async ({
  page,
}) => {
  const branch = await branchTitled(page, 'Joga Studio Prana');
  const { groupEvents } = await gql<{
    groupEvents: {
      events: { id: string; seatsLeft: number; startsAt: string; bookable: boolean }[];
    };
  }>(
    page,
    `query($branch: ID!) { groupEvents(branch: $branch, days: 21) { events { id seatsLeft startsAt bookable } } }`,
    { branch: branch.slug },
  );
  // Far enough ahead to be cancellable online.
  const event = groupEvents.events.find(
    (e) => e.bookable && e.seatsLeft >= 2 && Date.parse(e.startsAt) > Date.now() + 3 * 86_400_000,
  )!;
  const order = `/en/book-now/${branch.slug}/group/${event.id}/order`;
  await signUpTo(page, order, { first: 'Goran', last: 'Nazad' });
  await expect(page).toHaveURL(new RegExp(`${order}$`));
  await page.getByLabel('Phone number').fill('64 123 4567');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'You are booked' })).toBeVisible();
  const confirmation = page.url();
  const guid = new URL(confirmation).searchParams.get('booking')!;

  await page.getByRole('link', { name: 'Cancel the booking' }).click();
  await page.getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(page.getByRole('status')).toHaveText('The booking is cancelled.');

  await page.goBack();
  const overview = new RegExp(`/group/${event.id}/overview/${guid}$`);
  await expect(page).toHaveURL(overview);
  await expect(page.getByRole('heading', { name: 'Your event booking' })).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();

  await page.goto(confirmation);
  await expect(page).toHaveURL(overview);
  await expect(page.getByRole('heading', { name: 'You are booked' })).toHaveCount(0);
});
