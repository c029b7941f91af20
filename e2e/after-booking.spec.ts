import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.js';
import { expectAccessible } from './support/axe.js';
import { mailTo } from './support/mailbox.js';
import { pickTimeAhead } from './support/calendar.js';
import { branchTitled, gql } from './support/graphql.js';
import { hydrated, trackHydration } from './support/hydration.js';
import { logIn } from './support/logIn.js';

// After a booking (issue 7): a group event, paying by IPS QR, cancelling inside and outside the
// window, reviewing a past visit. The demo customer's history comes from the seed
// (api/src/db/seed/demoBookings.ts): Wellness Spa Zemun tomorrow (inside its 48-hour window: too
// late to cancel online), Salon Lotus Vračar in nine days (cancellable) and twelve days ago
// (completed, not reviewed yet).

interface UpcomingOrder {
  guid: string;
  canCancel: boolean;
  status: string;
  branch: { name: string; slug: string };
  amountDue: { amount: number };
}

async function upcomingOrder(page: Page, branch: string, canCancel: boolean) {
  const { orders } = await gql<{ orders: UpcomingOrder[] }>(
    page,
    `{ orders(when: UPCOMING) { guid canCancel status branch { name slug } amountDue { amount } } }`,
  );
  const order = orders.find(
    (o) => o.branch.name === branch && o.canCancel === canCancel && o.status === 'CONFIRMED',
  );
  expect(order, `an upcoming order at ${branch}`).toBeDefined();
  return order!;
}

test('group event: seats left shown, overbooking refused, booked, added to a calendar', async ({
  page,
}) => {
  const branch = await branchTitled(page, 'Joga Studio Prana');

  await page.goto(`/en/book-now/${branch.slug}/group`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Classes and events at Joga Studio Prana',
  );
  await expect(page.getByText(/\d+ places? left of \d+/).first()).toBeVisible();
  await expectAccessible(page);

  type Listed = {
    id: string;
    title: string;
    startsAt: string;
    seatsLeft: number;
    capacity: number;
    bookable: boolean;
  };
  const { groupEvents } = await gql<{ groupEvents: { events: Listed[] } }>(
    page,
    `query($branch: ID!) { groupEvents(branch: $branch, days: 21) { events { id title startsAt seatsLeft capacity bookable } } }`,
    { branch: branch.slug },
  );
  // Far enough ahead to be still cancellable online, with a few seats left.
  const event = groupEvents.events.find(
    (e) =>
      e.bookable &&
      e.seatsLeft >= 3 &&
      e.seatsLeft <= 21 &&
      Date.parse(e.startsAt) > Date.now() + 3 * 86_400_000,
  )!;
  expect(event, 'a bookable event with a few seats').toBeDefined();

  // Classes repeat under one title: the link of this very event.
  await page
    .getByRole('link', { name: event.title })
    .and(page.locator(`[href$="/group/${event.id}"]`))
    .click();
  await expect(page).toHaveURL(new RegExp(`/group/${event.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
  await expect(page.getByText(`${event.seatsLeft} places left of ${event.capacity}`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Book a place' }).click();
  await logIn(page);
  await expect(page).toHaveURL(new RegExp(`/group/${event.id}/order$`));
  await expect(page.getByRole('heading', { name: `Book a place: ${event.title}` })).toBeVisible();
  await expectAccessible(page);

  // Meanwhile others take all but one of the seats.
  const taken = await gql<{ bookEvent: { booking: { guid: string } | null } }>(
    page,
    `mutation($input: BookEventInput!) { bookEvent(input: $input) { booking { guid } errors { code } } }`,
    {
      input: {
        eventId: event.id,
        seats: event.seatsLeft - 1,
        contact: { name: 'Someone Else', phone: '+381641111111' },
      },
    },
  );
  expect(taken.bookEvent.booking).not.toBeNull();

  await page.getByLabel('Places').selectOption('2');
  await page.getByLabel('Phone number').fill('64 123 4567');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Not enough places are left: only 1 place is left.',
  );

  await page.getByLabel('Places').selectOption('1');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/book-now\/confirmation_event\?booking=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'You are booked' })).toBeVisible();
  await expect(page.getByText('Your place is booked. See you there!')).toBeVisible();
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^termin-[0-9a-f]{8}\.ics$/);
  const ics = readFileSync((await file.path())!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('BEGIN:VEVENT');
  // The event at the venue's clock, in the venue's zone (with the zone's rules in the file).
  expect(ics).toMatch(/\r\nDTSTART;TZID=Europe\/Belgrade:\d{8}T\d{6}\r\n/);
  expect(ics).toContain('\r\nBEGIN:VTIMEZONE\r\nTZID:Europe/Belgrade\r\n');
  expect(ics).toContain('LOCATION:Joga Studio Prana');

  // The event is now full: its page says so and offers no booking.
  const confirmation = page.url();
  await page.goto(`/en/book-now/${branch.slug}/group/${event.id}`);
  await expect(page.getByText('Sold out')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a place' })).toHaveCount(0);

  // Managing the booking: its overview explains the window; cancelling frees the place.
  await page.goto(confirmation);
  await page.getByRole('link', { name: 'Manage the booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/group/${event.id}/overview/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { name: 'Your event booking' })).toBeVisible();
  await expect(page.getByText(/^You can cancel online free of charge until /)).toBeVisible();
  await expectAccessible(page);
  const overview = page.url();
  // The review step waits for the event to have taken place; until then it says so.
  const guid = overview.slice(overview.lastIndexOf('/') + 1);
  await page.goto(`/en/book-now/${branch.slug}/group/${event.id}/review?booking=${guid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review the event');
  await expect(
    page.getByText('You can review only your own visits after they have taken place.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the review' })).toHaveCount(0);
  await expectAccessible(page);
  await page.goto(overview);
  await page.getByRole('link', { name: 'Cancel the booking' }).click();
  await expect(page.getByRole('heading', { name: 'Cancel your event booking' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(page.getByRole('status')).toHaveText('The booking is cancelled.');
  await page.goto(`/en/book-now/${branch.slug}/group/${event.id}`);
  await expect(page.getByText(`1 place left of ${event.capacity}`)).toBeVisible();
  // The place's e-mails: booked (with the calendar file) and cancelled.
  const booked = await mailTo('demo@termin.test', /^Booking confirmed: Joga Studio Prana, /);
  expect(booked.text).toContain(event.title);
  expect(booked.text).toContain('You can cancel it online free of charge until');
  await mailTo('demo@termin.test', /^Booking cancelled: Joga Studio Prana, /);
});

// Issue 42 item 21: the code's "valid until" is the venue's clock on the server and in a browser
// on another one, so the page hydrates without React's mismatch (#418).
test('the payment page hydrates cleanly in a browser on another clock', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, timezoneId: 'America/New_York' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // React's recovery from a mismatch is reported as a warning (startClient's onRecoverableError).
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  await trackHydration(page);
  await page.goto('/en/book-now/orders/feedbacks');
  await logIn(page);
  const order = await upcomingOrder(page, 'Wellness Spa Zemun', false);
  await page.goto(`/en/book-now/${order.branch.slug}/payment/${order.guid}`);
  await expect(page.getByRole('img', { name: /^IPS QR code for a payment of / })).toBeVisible();
  await hydrated(page);
  const validUntil = page.getByRole('definition').filter({ hasText: /^\d{1,2}:\d{2}\s[AP]M$/ });
  await expect(validUntil).toHaveCount(1);
  expect(errors.filter((text) => /#418|hydrat/i.test(text))).toEqual([]);
  await context.close();
});

test('pay an order by IPS QR code: the status follows the payment', async ({ page }) => {
  await page.goto('/en/book-now/orders/feedbacks');
  await logIn(page);
  const order = await upcomingOrder(page, 'Wellness Spa Zemun', false);
  expect(order.amountDue.amount).toBeGreaterThan(0);

  await page.goto(`/en/book-now/order/${order.guid}`);
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Pay by IPS QR code' }).click();
  await expect(page).toHaveURL(new RegExp(`/book-now/${order.branch.slug}/payment/${order.guid}$`));
  await expect(page.getByRole('heading', { name: 'Pay by IPS QR code' })).toBeVisible();

  const qr = page.getByRole('img', { name: /^IPS QR code for a payment of / });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  await expect(page.getByRole('status')).toHaveText('Waiting for your payment…');
  await expectAccessible(page);

  // The code carries the NBS IPS text of the pending payment (the same one on every visit).
  const { startOrderPayment } = await gql<{ startOrderPayment: { payment: { payload: string } } }>(
    page,
    `mutation($input: StartOrderPaymentInput!) { startOrderPayment(input: $input) { payment { payload } errors { code } } }`,
    { input: { orderGuid: order.guid } },
  );
  expect(startOrderPayment.payment.payload).toMatch(
    /^K:PR\|V:01\|C:1\|R:\d{18}\|N:[^|]+\|I:RSD\d+,\d{2}\|SF:289\|S:[^|]+\|RO:97\d+$/,
  );

  // No bank notifies a demo: the demo switch plays the bank, and the page learns it by polling.
  await page.getByRole('button', { name: 'Mark as paid (demo)' }).click();
  await expect(page.getByRole('status')).toHaveText('Paid. Thank you!', { timeout: 10_000 });
  await expect(qr).toHaveCount(0);

  // Paid: the page says so rather than refusing a payment (issue 42 item 10).
  await page.reload();
  await expect(page.getByRole('status')).toHaveText(/^Paid: RSD\s?[\d,]+ on /);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('cancel inside the window; refused outside it with the deadline', async ({ page }) => {
  await page.goto('/en/book-now/orders/feedbacks');
  await logIn(page);

  const late = await upcomingOrder(page, 'Wellness Spa Zemun', false);
  await page.goto(`/en/book-now/order/${late.guid}/cancel`);
  await expect(page.getByRole('heading', { name: 'Cancel your booking' })).toBeVisible();
  await expect(
    page.getByText(
      /^Online changes and cancellation are closed: they are possible up to 48 hours before the start\. /,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel the booking' })).toHaveCount(0);
  await expectAccessible(page);
  // The gateway refuses it too, with the deadline that passed.
  const refused = await gql<{
    cancelOrder: { order: null; errors: { code: string; cancellableUntil: string }[] };
  }>(
    page,
    `mutation($input: CancelOrderInput!) { cancelOrder(input: $input) { order { guid } errors { code cancellableUntil } } }`,
    { input: { guid: late.guid } },
  );
  expect(refused.cancelOrder.errors[0]).toMatchObject({
    code: 'OUTSIDE_CANCELLATION_WINDOW',
    cancellableUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  });

  const early = await upcomingOrder(page, 'Salon Lotus Vračar', true);
  await page.goto(`/en/book-now/order/${early.guid}`);
  await expect(
    page.getByText(/^You can move or cancel online free of charge until /),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Cancel the booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/book-now/order/${early.guid}/cancel$`));
  await expectAccessible(page);
  await page.getByLabel('Reason (optional)').fill('Plans changed');
  await page.getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(page.getByRole('status')).toHaveText('The booking is cancelled.');
  // Cancelled is not a dead end: the visit's own services, at its venue, can be booked again.
  const again = new RegExp(`/en/book-now/${early.branch.slug}/calendar\\?service=\\d+`);
  await expect(page.getByRole('link', { name: 'Book again' })).toHaveAttribute('href', again);
  await page.goto(`/en/book-now/order/${early.guid}`);
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel the booking' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Book again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Date and time' })).toBeVisible();
  await expect(page).toHaveURL(again);
});

test('review a past visit once; only your own', async ({ page }) => {
  await page.goto('/en/book-now/orders/feedbacks');
  await logIn(page);
  await expect(page).toHaveURL(/\/en\/book-now\/orders\/feedbacks$/);
  await expect(page.getByRole('heading', { name: 'Your visits and reviews' })).toBeVisible();
  await expectAccessible(page);

  const visit = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('radio') })
    .first();
  await expect(visit.getByRole('heading', { name: 'Salon Lotus Vračar' })).toBeVisible();
  await visit.getByRole('button', { name: 'Send the review' }).click();
  await expect(visit.getByRole('alert')).toHaveText('Choose a rating from 1 to 5 stars.');
  await visit.getByRole('radio', { name: '4 stars' }).check();
  await visit.getByLabel('Your review (optional)').fill('Lovely colour, friendly staff.');
  await visit.getByRole('button', { name: 'Send the review' }).click();
  // The form gives way to the review (the locator above no longer matches this visit).
  await expect(page.getByRole('status')).toHaveText('Thank you for your review!');

  // Once: after a reload the visit shows its review and no form.
  await page.reload();
  await expect(page.getByText('4 stars · Lovely colour, friendly staff.')).toBeVisible();
  const { orders } = await gql<{ orders: { guid: string; review: { rating: number } | null }[] }>(
    page,
    `{ orders(when: PAST) { guid review { rating } } }`,
  );
  const reviewed = orders.find((o) => o.review?.rating === 4)!;
  const again = await gql<{ reviewOrder: { errors: { code: string }[] } }>(
    page,
    `mutation($input: ReviewOrderInput!) { reviewOrder(input: $input) { review { rating } errors { code } } }`,
    { input: { guid: reviewed.guid, rating: 5 } },
  );
  expect(again.reviewOrder.errors.map((e) => e.code)).toEqual(['ALREADY_REVIEWED']);
  // Only your own: an order that is not the customer's is not found.
  const foreign = await gql<{ reviewOrder: { errors: { code: string }[] } }>(
    page,
    `mutation($input: ReviewOrderInput!) { reviewOrder(input: $input) { review { rating } errors { code } } }`,
    { input: { guid: '00000000-0000-4000-8000-000000000000', rating: 5 } },
  );
  expect(foreign.reviewOrder.errors.map((e) => e.code)).toEqual(['NOT_FOUND']);
});

test('booking terms in Serbian; buy a gift card and pay it by IPS QR', async ({ page }) => {
  await page.goto('/sr-RS/book-now/salon-lotus-vracar-1/terms-of-use');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Uslovi rezervacije: Salon Lotus Vračar',
  );
  await expect(page.getByText(/najkasnije \d+ (sat|sata|sati) pre početka/)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/en/book-now/salon-lotus-vracar-1/gifts?code=not-a-code');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Gift cards for Salon Lotus Vračar',
  );
  await expect(page.getByRole('alert')).toHaveText('This gift card code is not valid.');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Log in to buy a gift card' }).click();
  await logIn(page);
  await expect(page).toHaveURL(/\/en\/book-now\/salon-lotus-vracar-1\/gifts\?code=not-a-code$/);
  await page.getByLabel('Amount').selectOption({ index: 1 });
  await page.getByLabel("Recipient's name").fill('Ana');
  await page.getByRole('button', { name: 'Buy the gift card' }).click();
  await expect(page.getByRole('heading', { name: 'Your gift card' })).toBeVisible();
  const code = await page.getByText(/^TERM-[A-Z0-9]{4}-[A-Z0-9]{4}$/).textContent();
  // The card bought has an address of its own: a reload shows it again, with its payment.
  await expect(page).toHaveURL(`/en/book-now/salon-lotus-vracar-1/gifts?code=${code}`);
  await page.reload();
  const yours = page.getByRole('region', { name: 'Your gift card' });
  await expect(yours.getByText(code!, { exact: true })).toBeVisible();
  await expect(yours.getByText('Waiting for payment', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /^IPS QR code for a payment of / })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Mark as paid (demo)' }).click();
  await expect(page.getByText('Paid: the gift card is active and ready to give.')).toBeVisible({
    timeout: 10_000,
  });

  // Checking the code (a plain GET form) finds the card active: its buyer's own, with no payment.
  await page.getByLabel('Gift card code').fill(code!);
  await page.getByRole('button', { name: 'Check the balance' }).click();
  await expect(yours.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /^IPS QR code/ })).toHaveCount(0);

  // At checkout the quote says what the card pays and what is left, before anything is booked.
  await page.goto('/en/book-now/salon-lotus-vracar-1/calendar?service=1&anyEmployee=true');
  await pickTimeAhead(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('Gift card pays')).toHaveCount(0);
  const giftCard = page.getByLabel('Gift card code (optional)');
  await giftCard.fill(code!);
  await giftCard.press('Tab');
  await expect(summary.getByText('Gift card pays')).toBeVisible();
  await expect(summary.getByText('Left to pay')).toBeVisible();
  await giftCard.fill('TERM-NONE-0000');
  await giftCard.press('Tab');
  await expect(page.getByText(/^This gift card cannot be used here/)).toBeVisible();
  await expect(summary.getByText('Gift card pays')).toHaveCount(0);
});

test('a confirmation promises no free cancellation once its deadline has passed', async ({
  page,
}) => {
  await page.goto('/en/book-now/orders/feedbacks');
  await logIn(page);

  // Tomorrow at Wellness Spa Zemun: inside its 48-hour window, so its deadline has passed.
  const late = await upcomingOrder(page, 'Wellness Spa Zemun', false);
  await page.goto(`/en/book-now/confirmation?order=${late.guid}`);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByText('Free cancellation until')).toHaveCount(0);
  await expect(
    page.getByText(
      /^Online changes and cancellation are closed: they are possible up to 48 hours before the start\. To change your plans, please call the venue on \+381[\d ]+\.$/,
    ),
  ).toBeVisible();
  // The order page says the same: one view of a booking.
  await page.goto(`/en/book-now/order/${late.guid}`);
  await expect(page.getByText(/^Online changes and cancellation are closed/)).toBeVisible();
});

test('order pages in Serbian write dates in Latin script and times on the 24-hour clock', async ({
  page,
}) => {
  await page.goto('/en/book-now/orders/feedbacks');
  await logIn(page);
  const late = await upcomingOrder(page, 'Wellness Spa Zemun', false);
  await page.goto(`/sr-RS/book-now/order/${late.guid}`);
  const when = page
    .getByRole('term')
    .filter({ hasText: 'Kada' })
    .locator('xpath=following-sibling::dd');
  await expect(when).toHaveText(/^[a-zčćšžđ]+, \d{1,2}\. [a-z]+ \d{4}\. u \d{2}:\d{2}$/);
});
