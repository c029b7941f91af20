import { expect, type Page } from '@playwright/test';

/** Fills the auth service's login form the page has been sent to (the demo customer by default). */
export async function logIn(page: Page, email = 'demo@termin.test', password = 'demo-password') {
  await expect(page.getByRole('heading', { name: 'Log in to Termin' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
