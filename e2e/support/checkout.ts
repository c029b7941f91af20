import { expect, type Page } from '@playwright/test';
import { pickTimeAhead } from './calendar.js';
import { logIn } from './logIn.js';

/**
 * Types a phone number on the order step when the customer's profile has none. No need to wait
 * for the page to hydrate: a number typed into the server-rendered field is kept
 * (hydration-input.spec.ts).
 */
export async function fillPhoneIfEmpty(page: Page) {
  const phone = page.getByLabel('Phone number');
  if ((await phone.inputValue()) !== '') return;
  await phone.pressSequentially('641234567');
  // As typed, or written the national way (064 1234567) once the page hydrates over it.
  await expect(phone).toHaveValue(/^0?64 ?123 ?4567$/);
}

/**
 * The demo customer's checkout of a haircut at Salon Lotus Vračar a few days ahead, logged in on
 * the way to its calendar. Answers the checkout's address.
 */
export async function openDemoCheckout(page: Page): Promise<URL> {
  const calendar = '/en/book-now/salon-lotus-vracar-1/calendar?service=1&anyEmployee=true';
  await page.goto(`/auth/login?type=login&redirect=${encodeURIComponent(calendar)}`);
  await logIn(page);
  await pickTimeAhead(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  return new URL(page.url());
}
