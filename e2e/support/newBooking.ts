import { expect, type Page } from '@playwright/test';
import { pickTimeAhead } from './calendar.js';
import { fillPhoneIfEmpty } from './checkout.js';
import { signUpTo } from './signUp.js';

/**
 * A new customer signs up on the way to Salon Lotus Vračar's calendar and books its first
 * service with any specialist, a few days ahead: answers the order's guid, the time as the
 * calendar named it, and the customer's e-mail address.
 */
export async function signUpAndBook(page: Page, customer: { first: string; last: string }) {
  const calendar = '/en/book-now/salon-lotus-vracar-1/calendar?service=1&anyEmployee=true';
  const email = await signUpTo(page, calendar, customer);
  const when = await pickTimeAhead(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await fillPhoneIfEmpty(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  const guid = new URL(page.url()).searchParams.get('order')!;
  return { guid, when, email };
}
