import { expect, type Page } from '@playwright/test';

/**
 * Types a phone number on the order step when the customer's profile has none. It waits for the
 * page to settle first: a number typed into the server-rendered field before React hydrates it
 * is lost (the field's state starts empty), and the booking would be refused for want of a phone.
 */
export async function fillPhoneIfEmpty(page: Page) {
  await page.waitForLoadState('networkidle');
  const phone = page.getByLabel('Phone number');
  if ((await phone.inputValue()) !== '') return;
  await phone.pressSequentially('641234567');
  await expect(phone).not.toHaveValue('');
}
