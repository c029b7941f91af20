import { expect, test, type Page } from './support/test.js';
import { pickTimeAhead } from './support/calendar.js';
import { mailTo } from './support/mailbox.js';
import { sendSignUp } from './support/signUp.js';
import { screenshotDir, sizeNames, sizes } from './support/sizes.js';

// Issue 42, item 7: a customer sent to log in at checkout who takes a detour (forgot the password,
// or has no account yet) comes back to checkout with the service and time they chose.
const calendar = '/en/book-now/salon-lotus-vracar-1/calendar?service=1&anyEmployee=true';

/** Chooses a time, goes to checkout and from there to the login: answers the checkout's URL. */
async function checkoutThenLogin(page: Page) {
  await page.goto(calendar);
  await pickTimeAhead(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  const checkout = new URL(page.url());
  await page.getByRole('link', { name: 'Log in to continue' }).click();
  await expect(page.getByRole('heading', { name: 'Log in to Termin' })).toBeVisible();
  return `${checkout.pathname}${checkout.search}`;
}

/** Back at checkout, with the chosen time and logged in (the contact form instead of the login). */
async function expectBackAtCheckout(page: Page, checkout: string) {
  await expect(page).toHaveURL(checkout);
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm booking' })).toBeVisible();
}

for (const size of sizeNames) {
  test.describe(`login detours at checkout (${size})`, () => {
    test.use(sizes[size]);
    // Long journeys (sign-up, e-mail, booking) on a shared machine.
    test.slow();

    test(`forgot password, reset, log in: back at checkout with the chosen time (${size})`, async ({
      page,
    }) => {
      // An account made earlier, then forgotten in a browser that is signed out.
      const email = `detour-${size}-${Date.now()}@termin.test`;
      await page.goto('/auth/login?type=register&redirect=%2Fen');
      await page.getByLabel('First name').fill('Vesna');
      await page.getByLabel('Last name').fill('Ilić');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('the first password');
      await sendSignUp(page, email);
      await expect(page).toHaveURL('/en');
      await page.context().clearCookies();

      const checkout = await checkoutThenLogin(page);
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send the link' }).click();
      await expect(page.getByRole('status')).toContainText('a link to choose a new password');
      const mail = await mailTo(email, /^Reset your Termin password$/);
      const link = /http:\/\/\S+\/account\/me\/reset\?\S+/.exec(mail.text ?? '')![0];
      await page.goto(link);
      await page.getByLabel('New password').fill('the second password');
      await page.getByRole('button', { name: 'Save the new password' }).click();
      await expect(page.getByRole('status')).toContainText('Your password is changed');
      await page.getByRole('link', { name: 'Log in' }).click();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('the second password');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expectBackAtCheckout(page, checkout);
      if (screenshotDir)
        await page.screenshot({ path: `${screenshotDir}/detour-back-${size}.png`, fullPage: true });
    });

    test(`"Back to log in" from the forgot page, then register: back at checkout (${size})`, async ({
      page,
    }) => {
      const checkout = await checkoutThenLogin(page);
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.getByRole('link', { name: 'Back to log in' }).click();
      await page.getByRole('link', { name: 'New to Termin? Create an account' }).click();
      await page.getByLabel('First name').fill('Goran');
      await page.getByLabel('Last name').fill('Lukić');
      const newcomer = `detour-new-${size}-${Date.now()}@termin.test`;
      await page.getByLabel('Email').fill(newcomer);
      await page.getByLabel('Password').fill('a new password');
      await sendSignUp(page, newcomer);
      await expectBackAtCheckout(page, checkout);
    });

    test(`register at checkout, confirm on another device: the link says so, logging in there returns to checkout (${size})`, async ({
      page,
      browser,
    }) => {
      const checkout = await checkoutThenLogin(page);
      await page.getByRole('link', { name: 'New to Termin? Create an account' }).click();
      await page.getByLabel('First name').fill('Jelena');
      await page.getByLabel('Last name').fill('Savić');
      const newcomer = `detour-device-${size}-${Date.now()}@termin.test`;
      await page.getByLabel('Email').fill(newcomer);
      await page.getByLabel('Password').fill('a phone password');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

      // The e-mail is opened on a phone, whose browser never started this sign-in.
      const mail = await mailTo(newcomer, /Confirm your email/);
      const link = new URL(/https?:\/\/\S+\/account\/me\/verify\?\S+/.exec(mail.text ?? '')![0]);
      const phone = await browser.newContext({
        ...sizes[size],
        baseURL: new URL(page.url()).origin,
      });
      const other = await phone.newPage();
      await other.goto(`${link.pathname}${link.search}`);
      await other.getByRole('button', { name: 'Confirm my email' }).click();
      await expect(other.getByRole('heading', { level: 1 })).toHaveText('Your email is confirmed');
      await other.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
      await other.getByLabel('Email').fill(newcomer);
      await other.getByLabel('Password').fill('a phone password');
      await other.getByRole('button', { name: 'Log in' }).click();
      await expectBackAtCheckout(other, checkout);
      await phone.close();
    });
  });
}
