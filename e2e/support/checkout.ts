import { expect, type Page } from '@playwright/test';

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
