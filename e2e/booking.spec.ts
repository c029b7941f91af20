import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.js';
import { expectAccessible } from './support/axe.js';
import { pickTimeAhead } from './support/calendar.js';
import { fillPhoneIfEmpty } from './support/checkout.js';
import { branchTitled, gql } from './support/graphql.js';
import { logIn } from './support/logIn.js';
import { sendSignUp } from './support/signUp.js';

// Demo branches of the seed (api/src/db/seed): Salon Lotus Vračar takes several services in one
// order (multi mode), Barbershop Dorćol individual services (single mode).
const multi = '/en/book-now/salon-lotus-vracar-1';
const single = '/en/book-now/barbershop-dorcol-2';

test('multi mode: two services with any employee, log in at checkout, book', async ({ page }) => {
  await page.goto(multi);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salon Lotus Vračar');
  await expectAccessible(page);
  await page.getByRole('link', { name: /Choose services/ }).click();

  await expect(page.getByRole('heading', { name: 'Choose services' })).toBeVisible();
  // spec §2: no next-step button before a service is chosen.
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveCount(0);
  const add = page.getByRole('link', { name: /Add$/ });
  await add.first().click();
  await expect(page).toHaveURL(/service=\d+/);
  await add.first().click();
  await expect(page.getByText(/^2 services · /)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Choose a specialist' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: /Any specialist/ }).click();

  await expect(page).toHaveURL(/\/calendar\?service=\d+&service=\d+&anyEmployee=true$/);
  // spec §2: with anyEmployee the calendar goes back to the services.
  await expect(page.getByRole('link', { name: 'Back to services' })).toBeVisible();
  const when = await pickTimeAhead(page);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Checkout' }).click();

  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  await expectAccessible(page);
  const orderUrl = page.url();
  await page.getByRole('link', { name: 'Log in to continue' }).click();
  await logIn(page);
  // Back on the order step with the whole selection: both services, anyone, the time.
  await expect(page).toHaveURL(orderUrl);
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByRole('listitem')).toHaveCount(2);
  // "Any" is settled by the api's quote: the summary names who it would be.
  await expect(summary.getByText('Any specialist')).toHaveCount(0);
  await expect(summary.getByText(when.label)).toBeVisible();
  await expectAccessible(page);
  await fillPhoneIfEmpty(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page).toHaveURL(/\/en\/book-now\/confirmation\?order=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByText('Salon Lotus Vračar')).toBeVisible();
  // The time reads as the calendar and the checkout wrote it: one format per locale.
  await expect(page.getByRole('definition').filter({ hasText: when.label }).first()).toHaveText(
    when.label,
  );
  // One line per service, each with the specialist the api found free.
  await expect(page.getByRole('listitem').filter({ hasText: / with / })).toHaveCount(2);
  // Three days ahead, so the deadline is still to come, and shown the same way.
  await expect(page.getByText(/^You can move or cancel online free of charge until /)).toHaveText(
    /until \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M, that is up to /,
  );
  await expectAccessible(page);

  // Added to a calendar: the visit at the venue's clock, in the venue's zone.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar (.ics)' }).click();
  const ics = readFileSync((await (await download).path())!, 'utf8');
  const wall = `${when.d.replace(/-/g, '')}T${when.t.replace('%3A', '').replace(':', '')}00`;
  expect(ics).toContain(`\r\nDTSTART;TZID=Europe/Belgrade:${wall}\r\n`);
  expect(ics).toContain('\r\nTZID:Europe/Belgrade\r\n');
  // The venue's street, city and country: a street alone finds the wrong town (issue 42 item 23).
  expect(ics.replace(/\r\n[ \t]/g, '')).toContain(
    '\r\nLOCATION:Salon Lotus Vračar\\, Njegoševa 45\\, Belgrade\\, Serbia\r\n',
  );
  // Directions to the venue, and the way to manage or cancel it.
  await expect(page.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('Salon Lotus Vračar, Njegoševa 45, Belgrade, Serbia')}`,
  );
  const guid = new URL(page.url()).searchParams.get('order');
  await expect(page.getByRole('link', { name: 'Manage the booking' })).toHaveAttribute(
    'href',
    `/en/book-now/order/${guid}`,
  );
  await page.getByRole('link', { name: 'Cancel the booking' }).click();
  await expect(page).toHaveURL(`/en/book-now/order/${guid}/cancel`);
});

test('master first: a specialist, then a service and a time', async ({ page }) => {
  await page.goto(`/auth/login?type=login&redirect=${encodeURIComponent(multi)}`);
  await logIn(page);
  await page.getByRole('link', { name: /Choose a specialist first/ }).click();

  await expect(page).toHaveURL(/\/master\?masterFlow=true$/);
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveCount(0);
  await expectAccessible(page);
  const master = page.getByRole('main').getByRole('listitem').nth(1).getByRole('link');
  // The first line of the option is the specialist's name.
  const name = (await master.locator('span > span').first().textContent())!;
  await master.click();
  await expect(page).toHaveURL(/m=\d+/);
  await page.getByRole('link', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Choose services' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to specialists' })).toBeVisible();
  await page.getByRole('link', { name: /Add$/ }).first().click();
  await expect(page).toHaveURL(/service=\d+/);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Continue' }).click();

  await expect(page.getByRole('link', { name: 'Back to services' })).toBeVisible();
  await pickTimeAhead(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  const summary = page.getByRole('region', { name: 'Summary' });
  // The specialist's line (the services' lines name them too).
  const specialist = summary
    .getByRole('term')
    .filter({ hasText: 'Specialist' })
    .locator('xpath=following-sibling::dd');
  await expect(specialist).toContainText(name);

  // Editing from the order page returns to it, and the flag is gone on arrival.
  await page.getByRole('link', { name: 'Change date and time' }).click();
  await expect(page).toHaveURL(/isEditing=true/);
  await expect(page.getByRole('link', { name: 'Back to checkout' })).toBeVisible();
  const changed = await pickTimeAhead(page, 1);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Return to checkout' }).click();
  await expect(page).toHaveURL(/\/order\?/);
  expect(page.url()).not.toContain('isEditing');
  await expect(summary.getByText(changed.label)).toBeVisible();
  await expect(specialist).toContainText(name);

  await fillPhoneIfEmpty(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: ` with ${name}, ` })).toHaveCount(1);
});

test('single mode: the entry redirects to individual services; book one', async ({ page }) => {
  await page.goto(single);
  await expect(page).toHaveURL(/\/barbershop-dorcol-2\/single$/);
  await expect(page.getByRole('heading', { name: 'Individual services' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /Book$/ }).first().click();

  await expect(page).toHaveURL(/\/calendar\?service=\d+&individual=true$/);
  // spec §2: an individual service's calendar goes back to the services.
  await expect(page.getByRole('link', { name: 'Back to services' })).toBeVisible();
  const when = await pickTimeAhead(page);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.getByRole('link', { name: 'Log in to continue' }).click();
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' }).getByText(when.label)).toBeVisible();
  await expectAccessible(page);
  await fillPhoneIfEmpty(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByText('Barbershop Dorćol')).toBeVisible();
});

test('two customers race for one slot: one books, the other is sent back to the calendar', async ({
  browser,
}) => {
  // Two customers' whole journeys, side by side, in one test.
  test.slow();
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [demo, newcomer] = await Promise.all(contexts.map((context) => context.newPage()));

  // The demo customer chooses a service, a specialist and a time.
  await demo!.goto(`/auth/login?type=login&redirect=${encodeURIComponent(`${multi}/services`)}`);
  await logIn(demo!);
  await demo!.getByRole('link', { name: /Add$/ }).first().click();
  await demo!.getByRole('link', { name: 'Continue' }).click();
  await expect(demo!.getByRole('heading', { name: 'Choose a specialist' })).toBeVisible();
  await demo!.getByRole('main').getByRole('listitem').nth(1).getByRole('link').click();
  await expect(demo!).toHaveURL(/m=\d+/);
  await demo!.getByRole('link', { name: 'Continue' }).click();
  await expect(demo!.getByRole('heading', { name: 'Date and time' })).toBeVisible();
  const slot = await pickTimeAhead(demo!);
  await demo!.getByRole('link', { name: 'Checkout' }).click();
  await expect(demo!.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  const order = new URL(demo!.url());

  // A newly registered customer opens the very same selection.
  await newcomer!.goto(
    `/auth/login?type=register&redirect=${encodeURIComponent(order.pathname + order.search)}`,
  );
  await newcomer!.getByLabel('First name').fill('Rasa');
  await newcomer!.getByLabel('Last name').fill('Trkač');
  const racer = `race-${Date.now()}@termin.test`;
  await newcomer!.getByLabel('Email').fill(racer);
  await newcomer!.getByLabel('Password').fill('race-password-123');
  await sendSignUp(newcomer!, racer);
  await expect(newcomer!.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  await fillPhoneIfEmpty(demo!);
  await fillPhoneIfEmpty(newcomer!);

  // Both confirm at the same moment: exactly one of them gets the time.
  await Promise.all(
    [demo!, newcomer!].map((page) => page.getByRole('button', { name: 'Confirm booking' }).click()),
  );
  const outcome = async (page: Page) => {
    await expect(page).toHaveURL(/\/(confirmation\?order=|calendar\?)/);
    return new URL(page.url()).pathname.endsWith('/calendar') ? 'lost' : 'won';
  };
  const outcomes = await Promise.all([outcome(demo!), outcome(newcomer!)]);
  expect([...outcomes].sort()).toEqual(['lost', 'won']);
  const winner = outcomes[0] === 'won' ? demo! : newcomer!;
  const loser = outcomes[0] === 'won' ? newcomer! : demo!;
  await expect(winner.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();

  // The loser is back on the calendar with the message and the rest of the selection: the
  // services, the specialist and the day; only the time is gone, and it is no longer offered.
  const taken =
    'Sorry, someone has just booked that time. Your services and specialist are kept: please pick another time.';
  await expect(loser.getByRole('heading', { name: 'Date and time' })).toBeVisible();
  await expect(loser.getByRole('alert')).toHaveText(taken);
  const kept = new URL(loser.url()).searchParams;
  expect(kept.getAll('service')).toEqual(order.searchParams.getAll('service'));
  expect(kept.get('m')).toBe(order.searchParams.get('m'));
  expect(kept.get('d')).toBe(slot.d);
  expect(kept.get('t')).toBeNull();
  await expect(loser.getByText(/^1 service · /)).toBeVisible();
  await expect(loser.getByRole('link', { name: slot.label })).toHaveCount(0);
  await expect(loser.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
  await expectAccessible(loser);

  // A navigation can turn into a document load (a newer build is out, a chunk failed): the same
  // address loaded afresh, without the history entry's state, still shows the message.
  await loser.goto(loser.url());
  await expect(loser.getByRole('alert')).toHaveText(taken);
  await expect(loser.getByText(/^1 service · /)).toBeVisible();

  // Picking another time clears it, and the loser books that one.
  const other = await pickTimeAhead(loser);
  expect(other.label).not.toBe(slot.label);
  await expect(loser.getByRole('alert')).toHaveCount(0);
  await loser.getByRole('link', { name: 'Checkout' }).click();
  await fillPhoneIfEmpty(loser);
  await loser.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(loser.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();

  await Promise.all(contexts.map((context) => context.close()));
});

test('without JavaScript the steps are server-rendered links that still lead to checkout', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(multi);
  await page.getByRole('link', { name: /Choose services/ }).click();
  await page.getByRole('link', { name: /Add$/ }).first().click();
  await expect(page).toHaveURL(/service=\d+/);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a specialist' })).toBeVisible();
  await page.getByRole('main').getByRole('listitem').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/m=\d+/);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByRole('link', { name: 'Back to specialists' })).toBeVisible();
  await pickTimeAhead(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to continue' })).toHaveAttribute(
    'href',
    /^\/auth\/login\?type=login&redirect=%2Fen%2Fbook-now%2Fsalon-lotus-vracar-1%2Forder%3F/,
  );
  expect((await page.goto('/en/book-now/no-such-branch-999999'))?.status()).toBe(404);
  await context.close();
});

test('the calendar week starts today and reads dates in full', async ({ page }) => {
  // Weeks run seven days from today (issue 42: a week starting on the locale's first day was
  // mostly struck-through days), in the branch's zone.
  const today = (locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Belgrade', weekday: 'short' })
      .format(new Date())
      .slice(0, 3);
  const calendar = `${multi.replace('/en/', '/sr-RS/')}/calendar?service=1&anyEmployee=true`;
  await page.goto(calendar);
  await expect(page.getByRole('heading', { name: 'Datum i vreme' })).toBeVisible();
  const week = page.getByRole('main').getByRole('list').first().getByRole('listitem');
  await expect(week).toHaveCount(7);
  await expect(week.first()).toContainText(new RegExp(`^${today('sr-Latn-RS')}`, 'i'));
  await expect(page.getByRole('link', { name: / u \d{2}:\d{2}$/ }).first()).toBeVisible();
  await expectAccessible(page);

  await page.goto(calendar.replace('/sr-RS/', '/en/'));
  await expect(week.first()).toContainText(new RegExp(`^${today('en-US')}`));
});

/** Waits until React has hydrated `selector`'s element (its props are attached), so a press is handled by the app. */
async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  }, selector);
}

test('adding a service keeps the place on the page and the focus; the next step starts at the top', async ({
  page,
}) => {
  await page.goto(`${multi}/services`);
  await expect(page.getByRole('heading', { name: 'Choose services' })).toBeVisible();
  await waitForHydration(page, 'main li a');
  // A service far down the menu, pressed from the keyboard.
  const options = page.getByRole('main').getByRole('listitem').getByRole('link');
  const option = options.nth((await options.count()) - 1);
  await option.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await option.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/service=\d+/);
  await expect(option).toHaveText(/remove$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(option).toBeFocused();
  // Taking it out again keeps the place too.
  await page.keyboard.press('Enter');
  await expect(option).toHaveText(/Add$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(option).toBeFocused();

  // Another step is another page: it starts at the top.
  await options.first().click();
  await expect(options.first()).toHaveText(/remove$/);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a specialist' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a time that has passed says so and offers the calendar', async ({ page }) => {
  await page.goto(`${multi}/order?service=1&m=1&d=2020-01-07&t=10%3A00`);
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This time has already passed.');
  await expect(alert).not.toContainText('Someone has just booked');
  await alert.getByRole('link', { name: 'Pick a time' }).click();
  await expect(page.getByRole('heading', { name: 'Date and time' })).toBeVisible();
  // The calendar opens on this week, the selection kept without the old time.
  await expect(page).toHaveURL(/\/calendar\?service=1&m=1&d=2020-01-07$/);
  await expect(page.getByRole('link', { name: / at \d{1,2}:\d{2} [AP]M$/ }).first()).toBeVisible();
});

/** The money as English pages write it: RSD 1,700. */
const rsd = (minor: number) => new RegExp(`RSD\\s${(minor / 100).toLocaleString('en')}(?!\\d)`);

/** A venue's service whose specialists charge differently: the dearest one and the cheapest price. */
async function pricedSpecialist(page: Page, venue: string, serviceName: string) {
  const branch = await branchTitled(page, venue);
  const { branch: found } = await gql<{
    branch: { id: string; services: { services: { id: string; name: string }[] }[] };
  }>(page, `query($id: ID!) { branch(id: $id) { id services { services { id name } } } }`, {
    id: branch.slug,
  });
  const service = found.services.flatMap((c) => c.services).find((s) => s.name === serviceName)!;
  const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const { availability } = await gql<{
    availability: { masters: { id: string; name: string; price: { amount: number } }[] };
  }>(
    page,
    `query($b: ID!, $s: [ID!]!, $from: String!) {
      availability(branch: $b, serviceIds: $s, from: $from, days: 1) { masters { id name price { amount } } }
    }`,
    { b: found.id, s: [service.id], from },
  );
  const prices = availability.masters.map((m) => m.price.amount);
  const dearest = availability.masters.find((m) => m.price.amount === Math.max(...prices))!;
  expect(Math.max(...prices), 'a specialist with a price of their own').toBeGreaterThan(
    Math.min(...prices),
  );
  return { slug: branch.slug, service, dearest, cheapest: Math.min(...prices) };
}

test('a specialist’s own price is the price at every step and the one booked', async ({ page }) => {
  const { slug, service, dearest, cheapest } = await pricedSpecialist(
    page,
    'Nail Bar Kosančićev',
    'Classic manicure',
  );
  const masters = `/en/book-now/${slug}/master?service=${service.id}`;
  await page.goto(`/auth/login?type=login&redirect=${encodeURIComponent(masters)}`);
  await logIn(page);
  // The specialist step: each one's own price; "any" the range until one is fixed.
  const option = page.getByRole('link', { name: new RegExp(dearest.name) });
  await expect(option).toContainText(rsd(dearest.price.amount));
  await expect(page.getByRole('link', { name: /Any specialist/ })).toContainText(rsd(cheapest));
  await expect(page.getByRole('link', { name: /Any specialist/ })).toContainText(
    rsd(dearest.price.amount),
  );
  await option.click();
  const selection = page.getByRole('region', { name: 'Your selection' });
  await expect(selection).toContainText(rsd(dearest.price.amount));
  await page.getByRole('link', { name: 'Continue' }).click();
  // The calendar's selection says what that specialist charges, not the menu's price.
  await expect(selection).toContainText(rsd(dearest.price.amount));
  await pickTimeAhead(page);
  await page.getByRole('link', { name: 'Checkout' }).click();

  // The checkout: the api's quote, the same price for the line and the total.
  const summary = page.getByRole('region', { name: 'Summary' });
  // The line names who does it and when (issue 42 item 4: the parts of a visit).
  await expect(summary.getByRole('listitem')).toHaveText(
    new RegExp(`^Classic manicure with ${dearest.name}, .+, ${rsd(dearest.price.amount).source}$`),
  );
  await expect(summary).toContainText(dearest.name);
  const total = summary.getByRole('definition').last();
  await expect(total).toContainText(rsd(dearest.price.amount));
  await fillPhoneIfEmpty(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: dearest.name })).toContainText(
    rsd(dearest.price.amount),
  );
  await expect(
    page
      .getByRole('definition')
      .filter({ hasText: rsd(dearest.price.amount) })
      .first(),
  ).toBeVisible();
});

test('"any" at checkout is the master and the price that get booked', async ({ page }) => {
  // Individual services with whoever is free: the api settles who, and so what it costs.
  const { slug, service } = await pricedSpecialist(page, 'Frizerski salon Ana', "Women's haircut");
  const calendar = `/en/book-now/${slug}/calendar?service=${service.id}&individual=true`;
  await page.goto(`/auth/login?type=login&redirect=${encodeURIComponent(calendar)}`);
  await logIn(page);
  await pickTimeAhead(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  const summary = page.getByRole('region', { name: 'Summary' });
  // "Women's haircut with Ana …, 10:00 – 11:00 AM, RSD 2,400": the price ends the line.
  const line = (await summary.getByRole('listitem').first().innerText()).trim();
  const price = line.split(', ').at(-1)!;
  const specialist = (await summary.getByRole('definition').nth(1).innerText())
    .replace(/Change specialist$/, '')
    .trim();
  expect(specialist).not.toBe('Any specialist');
  await expect(summary.getByRole('definition').last()).toContainText(price);
  await fillPhoneIfEmpty(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  const booked = page.getByRole('listitem').filter({ hasText: "Women's haircut" });
  await expect(booked).toContainText(specialist);
  await expect(booked).toContainText(price);
});

test('the first week shows no day that is already over', async ({ page }) => {
  await page.goto('/en/book-now/salon-lotus-vracar-1/calendar?service=1&anyEmployee=true');
  // It starts today (issue 42), so no day of it is past.
  const week = page.getByRole('main').getByRole('list').first();
  await expect(week.getByRole('listitem')).toHaveCount(7);
  const past = week.getByText(/, already past$/);
  await expect(past).toHaveCount(0);
  await expect(week.getByRole('link').filter({ hasText: /already past/ })).toHaveCount(0);
});
