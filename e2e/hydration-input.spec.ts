import { expect, test, type Page } from './support/test.js';
import { openDemoCheckout } from './support/checkout.js';
import { branchTitled, gql } from './support/graphql.js';
import { hydrated, trackHydration } from './support/hydration.js';
import { sendSignUp } from './support/signUp.js';

// A visitor on a slow phone fills a server-rendered form before its script has run. Each test
// holds the client entry back, fills the form as the server rendered it, lets the script run and,
// once React has hydrated the page, checks that what was typed, ticked and picked is still there
// and is what the form sends.

/**
 * Loads `path` with its client entry held back, so the page stays as the server rendered it.
 * Answers `hydrate`: it lets the entry run and waits for React's first commit over the page (the
 * hydration), told by a stand-in for the React DevTools hook, which React calls on every commit.
 */
async function openUnhydrated(page: Page, path: string) {
  await trackHydration(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route('**/assets/entry.client-*.js', async (route) => {
    requested = true;
    await released;
    // A page that has navigated away meanwhile (a GET form sent) no longer wants its entry.
    await route.continue().catch(() => undefined);
  });
  // The held entry also holds the load event: the page is used as soon as its HTML is in.
  await page.goto(path, { waitUntil: 'commit' });
  return async function hydrate() {
    await expect
      .poll(() => requested, { message: 'the page asks for its client entry' })
      .toBe(true);
    expect(await page.evaluate(() => window.__termin_commits ?? 0)).toBe(0);
    release();
    await hydrated(page);
    await page.unrouteAll({ behavior: 'wait' });
  };
}

/** Signs a new customer up (a fresh account, so the suite's other journeys are not disturbed). */
async function signUp(page: Page, redirect: string) {
  await page.goto(`/auth/login?type=register&redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('First name').fill('Hana');
  await page.getByLabel('Last name').fill('Brzić');
  const email = `hydration-${Date.now()}@termin.test`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('hydration-password');
  await sendSignUp(page, email);
  await expect(page).toHaveURL(redirect);
}

test('checkout keeps the details typed before hydration; a confirm pressed then sends them', async ({
  page,
}) => {
  const order = await openDemoCheckout(page);

  const hydrate = await openUnhydrated(page, order.pathname + order.search);
  const name = page.getByLabel('Name', { exact: true });
  const phone = page.getByLabel('Phone number');
  const email = page.getByLabel('Email (optional)');
  const comment = page.getByLabel('Comment for the venue (optional)');
  const giftCard = page.getByLabel('Gift card code (optional)');
  // The demo customer's own details are filled in by the server; the visitor changes them all.
  await expect(phone).toHaveValue('064 1234567');
  await name.fill('Hana Brzić');
  await phone.clear();
  await phone.pressSequentially('651112233');
  await email.fill('hana@example.test');
  await comment.fill('Typed before the page came alive.');
  await giftCard.fill('TERM-NONE-0000');
  // Confirmed at once: the form posts to the page's URL and bff answers it with the route's own
  // action, as the hydrated page would run it. The api refuses the gift card code typed, and
  // nothing else (the phone is taken); the page comes back with everything as it was sent.
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('alert')).toHaveText('This gift card code is not valid.');
  await hydrate();

  await expect(name).toHaveValue('Hana Brzić');
  // The typed number is written as Serbia writes it, the dial code the picker shows.
  await expect(phone).toHaveValue('065 1112233');
  await expect(page.getByRole('combobox', { name: 'Country calling code' })).toContainText('+381');
  await expect(email).toHaveValue('hana@example.test');
  await expect(comment).toHaveValue('Typed before the page came alive.');
  await expect(giftCard).toHaveValue('TERM-NONE-0000');
  await expect(page.getByRole('alert')).toHaveText('This gift card code is not valid.');
  await expect(page.getByText(/valid phone number/)).toHaveCount(0);

  await giftCard.clear();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/en\/book-now\/confirmation\?order=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  // The comment is told back with the booking, not only kept.
  await expect(page.getByRole('term').filter({ hasText: 'Your comment' })).toBeVisible();
  await expect(
    page.getByRole('definition').filter({ hasText: 'Typed before the page' }),
  ).toHaveText('Typed before the page came alive.');
  const guid = new URL(page.url()).searchParams.get('order');
  const booked = await gql<{
    order: { contact: { name: string; phone: string; email: string | null }; comment: string };
  }>(page, `query($guid: ID!) { order(guid: $guid) { contact { name phone email } comment } }`, {
    guid,
  });
  expect(booked.order).toEqual({
    contact: { name: 'Hana Brzić', phone: '+381651112233', email: 'hana@example.test' },
    comment: 'Typed before the page came alive.',
  });
});

test('the profile forms keep what was typed and ticked before hydration and save it', async ({
  page,
}) => {
  await signUp(page, '/en/profile/settings/general');

  let hydrate = await openUnhydrated(page, '/en/profile/settings/general');
  await page.getByLabel('First name').fill('Vera');
  await page.getByLabel('Last name').fill('Rana');
  await page.getByLabel('Phone').fill('635550101');
  await page.getByLabel('Language of messages').selectOption('ru');
  await hydrate();
  await expect(page.getByLabel('First name')).toHaveValue('Vera');
  await expect(page.getByLabel('Last name')).toHaveValue('Rana');
  // Written as Serbia writes it once the page's script runs.
  await expect(page.getByLabel('Phone')).toHaveValue('063 5550101');
  await expect(page.getByLabel('Language of messages')).toHaveValue('ru');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('Your changes are saved.');
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Vera');
  await expect(page.getByLabel('Last name')).toHaveValue('Rana');
  await expect(page.getByLabel('Phone')).toHaveValue('063 5550101');
  await expect(page.getByLabel('Language of messages')).toHaveValue('ru');

  hydrate = await openUnhydrated(page, '/en/profile/settings/notifications');
  const sms = page.getByRole('group', { name: 'Text messages (SMS)' });
  const mail = page.getByRole('group', { name: 'Email' });
  await sms.getByLabel('News and offers').check();
  await mail.getByLabel('Visit reminders').uncheck();
  await hydrate();
  await expect(sms.getByLabel('News and offers')).toBeChecked();
  await expect(mail.getByLabel('Visit reminders')).not.toBeChecked();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('Your changes are saved.');
  await page.reload();
  await expect(sms.getByLabel('News and offers')).toBeChecked();
  await expect(mail.getByLabel('Visit reminders')).not.toBeChecked();
});

test('the gift purchase keeps the amount and recipient given before hydration', async ({
  page,
}) => {
  const gifts = '/en/book-now/salon-lotus-vracar-1/gifts';
  await signUp(page, gifts);

  let hydrate = await openUnhydrated(page, gifts);
  const amount = page.getByLabel('Amount');
  await amount.selectOption({ index: 2 });
  const chosen = await amount.inputValue();
  await page.getByLabel("Recipient's name").fill('Ana');
  await page.getByLabel("Recipient's email (optional)").fill('ana@example.test');
  await page.getByLabel('Message (optional)').fill('Happy birthday!');
  await hydrate();
  await expect(amount).toHaveValue(chosen);
  await expect(page.getByLabel("Recipient's name")).toHaveValue('Ana');
  await expect(page.getByLabel('Message (optional)')).toHaveValue('Happy birthday!');

  await page.getByRole('button', { name: 'Buy the gift card' }).click();
  await expect(page.getByRole('heading', { name: 'Your gift card' })).toBeVisible();
  // The card is worth the amount picked before hydration (10,000 RSD, not the preselected 5,000).
  await expect(page.getByText(/^RSD\s?10,000(\.00)? of RSD\s?10,000(\.00)?$/)).toBeVisible();

  // Bought at once: the form posts to the page's URL and bff answers with the route's own
  // action; the page comes back with the card bought and how to pay it, and then hydrates.
  hydrate = await openUnhydrated(page, gifts);
  await amount.selectOption({ index: 3 });
  await page.getByLabel("Recipient's name").fill('Mila');
  await page.getByRole('button', { name: 'Buy the gift card' }).click();
  await expect(page.getByRole('heading', { name: 'Your gift card' })).toBeVisible();
  await hydrate();
  await expect(page.getByRole('heading', { name: 'Your gift card' })).toBeVisible();
  await expect(page.getByText(/^RSD\s?20,000(\.00)? of RSD\s?20,000(\.00)?$/)).toBeVisible();
});

test('the event booking keeps the places and details given before hydration; a Book pressed then sends them', async ({
  page,
}) => {
  const branch = await branchTitled(page, 'Joga Studio Prana');
  const { groupEvents } = await gql<{
    groupEvents: { events: { id: string; seatsLeft: number; bookable: boolean }[] };
  }>(
    page,
    `query($branch: ID!) { groupEvents(branch: $branch, days: 21) { events { id seatsLeft bookable } } }`,
    { branch: branch.slug },
  );
  // The last one with room to spare: the after-booking journey takes the seats of an earlier one.
  const event = groupEvents.events.filter((e) => e.bookable && e.seatsLeft >= 4).at(-1)!;
  expect(event, 'a bookable event with room for two').toBeDefined();
  const orderPath = `/en/book-now/${branch.slug}/group/${event.id}/order`;
  await signUp(page, orderPath);

  const hydrate = await openUnhydrated(page, orderPath);
  const places = page.getByLabel('Places');
  const name = page.getByLabel('Name', { exact: true });
  const phone = page.getByLabel('Phone number');
  const email = page.getByLabel('Email (optional)');
  const comment = page.getByLabel('Comment (optional)');
  await places.selectOption('2');
  // The name cleared: the early Book is refused, and nothing typed is lost.
  await name.fill('');
  await phone.fill('64 765 4321');
  await email.fill('ivo@example.test');
  await comment.fill('Two mats, please.');
  // Booked at once: the form posts to the page's URL, bff answers with the route's own action,
  // and the page comes back with the refusal and everything as it was sent.
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await hydrate();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await expect(places).toHaveValue('2');
  await expect(phone).toHaveValue(/^0?64 ?765 ?4321$/);
  await expect(email).toHaveValue('ivo@example.test');
  await expect(comment).toHaveValue('Two mats, please.');

  await name.fill('Ivo Andrić');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/book-now\/confirmation_event\?booking=[0-9a-f-]{36}$/);
  await expect(page.getByText('Your 2 places are booked. See you there!')).toBeVisible();
  const guid = new URL(page.url()).searchParams.get('booking');
  const booked = await gql<{
    eventBooking: {
      seats: number;
      contact: { name: string; phone: string; email: string | null };
      comment: string;
    };
  }>(
    page,
    `query($guid: ID!) { eventBooking(guid: $guid) { seats contact { name phone email } comment } }`,
    { guid },
  );
  expect(booked.eventBooking).toEqual({
    seats: 2,
    contact: { name: 'Ivo Andrić', phone: '+381647654321', email: 'ivo@example.test' },
    comment: 'Two mats, please.',
  });
});

test('the search bars keep the text and city given before hydration', async ({ page }) => {
  let hydrate = await openUnhydrated(page, '/en');
  const search = page.getByRole('combobox', { name: 'Search treatments and venues' });
  const city = page.getByRole('search').filter({ has: search }).getByLabel('City', { exact: true });
  const other = await city.locator('option:not(:checked)').first().getAttribute('value');
  await search.fill('Manicure');
  await city.selectOption(other!);
  await hydrate();
  await expect(search).toHaveValue('Manicure');
  await expect(city).toHaveValue(other!);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/search\\?s=Manicure&c=${other}$`));

  hydrate = await openUnhydrated(page, '/en/help-center');
  const help = page.getByLabel('Search the help center');
  await help.fill('cancel');
  await hydrate();
  await expect(help).toHaveValue('cancel');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/help-center\?q=cancel$/);
  await expect(help).toHaveValue('cancel');

  // The help center's search is a GET form: sent before hydration, it is an ordinary navigation
  // to the results for what was typed.
  hydrate = await openUnhydrated(page, '/en/help-center');
  await help.fill('booking');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/help-center\?q=booking$/);
  await expect(page.getByRole('heading', { name: /articles? for “booking”$/ })).toBeVisible();
  await expect(help).toHaveValue('booking');
  await hydrate();
  await expect(help).toHaveValue('booking');

  // So is the site's search bar: Enter before hydration searches for what was typed.
  hydrate = await openUnhydrated(page, '/en');
  await search.fill('Hair');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?s=Hair&c=[a-z-]+$/);
  await expect(page.locator('main ol article').first()).toBeVisible();
  await hydrate();
  await expect(search).toHaveValue('Hair');
});
