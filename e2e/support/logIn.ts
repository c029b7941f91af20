import { expect, type Page } from '@playwright/test';

/** The auth service's login form in the languages the suite logs in with (api's authTexts.ts). */
const words = {
  en: { title: 'Log in to Termin', email: 'Email', password: 'Password', logIn: 'Log in' },
  ru: { title: 'Вход в Termin', email: 'Электронная почта', password: 'Пароль', logIn: 'Войти' },
} as const;

/**
 * Fills the auth service's login form the page has been sent to (the demo customer by default),
 * in the language of the page it came from.
 */
export async function logIn(
  page: Page,
  email = 'demo@termin.test',
  password = 'demo-password',
  language: keyof typeof words = 'en',
) {
  const t = words[language];
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password).fill(password);
  await page.getByRole('button', { name: t.logIn }).click();
}
