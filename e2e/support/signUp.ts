import { expect, type Page } from '@playwright/test';
import { mailTo } from './mailbox.js';

/** The registration form's words and its e-mail's subject, in the language it was opened in. */
const words = {
  en: { check: 'Check your inbox', subject: /Confirm your email/, confirm: 'Confirm my email' },
  ru: {
    check: 'Проверьте почту',
    subject: /Подтвердите электронную почту/,
    confirm: 'Подтвердить электронную почту',
  },
} as const;

/**
 * A new customer finishes signing up from the registration form they filled in: sends it, opens
 * the confirmation e-mail's link on the page's own site and presses its button. The page then
 * ends where the sign-up was going, signed in.
 */
export async function sendSignUp(page: Page, email: string, language: keyof typeof words = 'en') {
  const t = words[language];
  await page
    .getByRole('button', { name: language === 'en' ? 'Create account' : 'Создать аккаунт' })
    .click();
  await expect(page.getByRole('heading', { name: t.check })).toBeVisible();
  const mail = await mailTo(email, t.subject);
  const link = new URL(/https?:\/\/\S+\/account\/me\/verify\?\S+/.exec(mail.text ?? '')![0]);
  await page.goto(new URL(`${link.pathname}${link.search}`, page.url()).href);
  await page.getByRole('button', { name: t.confirm }).click();
}

/**
 * A new customer signs up on the way to `redirect` (a fresh account, so the suite's other
 * journeys are not disturbed) and arrives there signed in; answers their e-mail address.
 */
export async function signUpTo(
  page: Page,
  redirect: string,
  customer: { first: string; last: string },
) {
  await page.goto(`/auth/login?type=register&redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('First name').fill(customer.first);
  await page.getByLabel('Last name').fill(customer.last);
  const email = `${customer.first.toLowerCase()}-${Date.now()}@termin.test`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(`${customer.first}-password-1`);
  await sendSignUp(page, email);
  return email;
}
