import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.js';
import { logIn } from './support/logIn.js';

// Demo branches of the seed (api/src/db/seed): Salon Lotus Vračar takes several services in one
// order (multi mode), Barbershop Dorćol individual services (single mode).
const multi = '/en/book-now/salon-lotus-vracar-1';
const single = '/en/book-now/barbershop-dorcol-2';

/** The first free time the calendar offers (its name is the full date and time). */
async function pickFirstTime(page: Page) {
  const slot = page.getByRole('link', { name: / at \d{2}:\d{2}$/ }).first();
  await expect(slot).toBeVisible();
  const label = (await slot.getAttribute('aria-label')) ?? '';
  await slot.click();
  await expect(page).toHaveURL(/[?&]t=\d{2}%3A\d{2}/);
  return label;
}

async function fillPhoneIfEmpty(page: Page) {
  const phone = page.getByLabel('Phone number');
  if ((await phone.inputValue()) === '') await phone.pressSequentially('641234567');
}

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
  await page.getByRole('link', { name: /Any employee/ }).click();

  await expect(page).toHaveURL(/\/calendar\?service=\d+&service=\d+&anyEmployee=true$/);
  // spec §2: with anyEmployee the calendar goes back to the services.
  await expect(page.getByRole('link', { name: 'Back to services' })).toBeVisible();
  const when = await pickFirstTime(page);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Checkout' }).click();

  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  const orderUrl = page.url();
  await page.getByRole('link', { name: 'Log in to continue' }).click();
  await logIn(page);
  await expect(page).toHaveURL(orderUrl);
  await expect(page.getByText(when)).toBeVisible();
  await expectAccessible(page);
  await fillPhoneIfEmpty(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page).toHaveURL(/\/en\/book-now\/confirmation\?order=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByText('Salon Lotus Vračar')).toBeVisible();
  await expectAccessible(page);
});

test('master first: a specialist, then a service and a time', async ({ page }) => {
  await page.goto(`/auth/login?type=login&redirect=${encodeURIComponent(multi)}`);
  await logIn(page);
  await page.getByRole('link', { name: /Choose a specialist first/ }).click();

  await expect(page).toHaveURL(/\/master\?masterFlow=true$/);
  const master = page.getByRole('main').getByRole('listitem').nth(1).getByRole('link');
  await master.click();
  await expect(page).toHaveURL(/m=\d+/);
  await page.getByRole('link', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Choose services' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to specialists' })).toBeVisible();
  await page.getByRole('link', { name: /Add$/ }).first().click();
  await expect(page).toHaveURL(/service=\d+/);
  await page.getByRole('link', { name: 'Continue' }).click();

  await expect(page.getByRole('link', { name: 'Back to services' })).toBeVisible();
  await pickFirstTime(page);
  await page.getByRole('link', { name: 'Checkout' }).click();

  // Editing from the order page returns to it, and the flag is gone on arrival.
  await page.getByRole('link', { name: 'Change date and time' }).click();
  await expect(page).toHaveURL(/isEditing=true/);
  await expect(page.getByRole('link', { name: 'Back to checkout' })).toBeVisible();
  await pickFirstTime(page);
  await page.getByRole('link', { name: 'Return to checkout' }).click();
  await expect(page).toHaveURL(/\/order\?/);
  expect(page.url()).not.toContain('isEditing');

  await fillPhoneIfEmpty(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
});

test('single mode: the entry redirects to individual services; book one', async ({ page }) => {
  await page.goto(single);
  await expect(page).toHaveURL(/\/barbershop-dorcol-2\/single$/);
  await expect(page.getByRole('heading', { name: 'Individual services' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /Book$/ }).first().click();

  await expect(page).toHaveURL(/\/calendar\?service=\d+&individual=true$/);
  await pickFirstTime(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.getByRole('link', { name: 'Log in to continue' }).click();
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  await fillPhoneIfEmpty(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
});

test('two customers race for one slot: one books, the other is sent back to the calendar', async ({
  browser,
}) => {
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();

  // The first customer chooses a service, a specialist and a time.
  await first.goto(`/auth/login?type=login&redirect=${encodeURIComponent(`${multi}/services`)}`);
  await logIn(first);
  await first.getByRole('link', { name: /Add$/ }).first().click();
  await first.getByRole('link', { name: 'Continue' }).click();
  await expect(first.getByRole('heading', { name: 'Choose a specialist' })).toBeVisible();
  await first.getByRole('main').getByRole('listitem').nth(1).getByRole('link').click();
  await expect(first).toHaveURL(/m=\d+/);
  await first.getByRole('link', { name: 'Continue' }).click();
  await expect(first.getByRole('heading', { name: 'Date and time' })).toBeVisible();
  await pickFirstTime(first);
  await first.getByRole('link', { name: 'Checkout' }).click();
  await expect(first.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  const orderPath = new URL(first.url());

  // A newly registered customer opens the very same selection.
  await second.goto(
    `/auth/login?type=register&redirect=${encodeURIComponent(orderPath.pathname + orderPath.search)}`,
  );
  await second.getByLabel('First name').fill('Rasa');
  await second.getByLabel('Last name').fill('Trkač');
  await second.getByLabel('Email').fill(`race-${Date.now()}@termin.test`);
  await second.getByLabel('Password').fill('race-password-123');
  await second.getByRole('button', { name: 'Create account' }).click();
  await expect(second.getByRole('heading', { name: 'Your booking' })).toBeVisible();

  await fillPhoneIfEmpty(first);
  await fillPhoneIfEmpty(second);
  await first.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(first.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();

  await second.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(second).toHaveURL(/\/calendar\?/);
  await expect(second.getByRole('alert')).toContainText('someone has just booked that time');
  // The rest of the selection is kept: the services and the specialist, only the time is gone.
  const kept = new URL(second.url()).searchParams;
  expect(kept.getAll('service')).toEqual(orderPath.searchParams.getAll('service'));
  expect(kept.get('m')).toBe(orderPath.searchParams.get('m'));
  expect(kept.get('t')).toBeNull();
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
  await pickFirstTime(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to continue' })).toHaveAttribute(
    'href',
    /^\/auth\/login\?type=login&redirect=%2Fen%2Fbook-now%2Fsalon-lotus-vracar-1%2Forder%3F/,
  );
  expect((await page.goto('/en/book-now/no-such-branch-999999'))?.status()).toBe(404);
  await context.close();
});

test("the calendar starts the week on the locale's day and reads dates in full", async ({
  page,
}) => {
  const calendar = `${multi.replace('/en/', '/sr-RS/')}/calendar?service=1&anyEmployee=true`;
  await page.goto(calendar);
  await expect(page.getByRole('heading', { name: 'Datum i vreme' })).toBeVisible();
  const week = page.getByRole('main').getByRole('list').first().getByRole('listitem');
  await expect(week).toHaveCount(7);
  await expect(week.first()).toContainText(/^pon/i);
  await expect(page.getByRole('link', { name: / u \d{2}:\d{2}$/ }).first()).toBeVisible();
  await expectAccessible(page);

  await page.goto(calendar.replace('/sr-RS/', '/en/'));
  await expect(week.first()).toContainText(/^Sun/);
});
