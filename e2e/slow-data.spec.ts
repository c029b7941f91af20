import { expect, test } from './support/test.js';
import { freePort, startBffBehind, suiteSessionSecret } from './support/httpsSite.js';
import { e2ePorts } from './support/ports.js';
import { signUpAndBook } from './support/newBooking.js';
import { bookThroughLateTimes, startSlowApi, warmUp } from './support/slowApi.js';

// Issue 17: a page is sent before its slow data. Here the booking service answers free times
// 3 s late (as under load); the calendar step's shell must arrive at once, the times fill in
// after it, and the page works as usual. Without JavaScript, and for crawlers, the times are in
// the document.
const { apiPort } = e2ePorts();
const delayMs = 3000;
const calendar = '/en/book-now/salon-lotus-vracar-1/calendar?service=1&anyEmployee=true';
let stops: (() => Promise<void>)[] = [];
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const api = await startSlowApi({
    apiUrl: `http://127.0.0.1:${apiPort}`,
    slow: /\/intervals/,
    delayMs,
  });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const bff = await startBffBehind({
    siteUrl: origin,
    apiUrl: api.url,
    trustProxy: 'loopback',
    port,
    // The suite's session: a customer signed in on the suite's site is signed in here too (the
    // cookie is the host's, whatever the port).
    env: { SESSION_SECRET: suiteSessionSecret },
  });
  stops = [bff.stop, api.stop];
  await warmUp(`${origin}${calendar}`);
});

test.afterAll(async () => {
  for (const stop of stops) await stop();
});

test('the calendar step arrives before its free times, which fill in and work', async ({
  page,
}) => {
  await bookThroughLateTimes(page, `${origin}${calendar}`);
});

test('without JavaScript the placeholder leads to the whole page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}${calendar}`);
  await page.getByRole('link', { name: 'Show the free times' }).click();
  await expect(page).toHaveURL(/[?&]wait=all/);
  await expect(page.getByRole('link', { name: / at \d{1,2}:\d{2} [AP]M$/ }).first()).toBeVisible();
  await expect(page.getByText('Loading the free times')).toHaveCount(0);
  await context.close();
});

test('a crawler gets the free times in the document, not after it', async ({ request }) => {
  const answer = await request.get(`${origin}${calendar}`, {
    headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
  });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toMatch(/aria-label="[^"]+ at \d{1,2}:\d{2} [AP]M"/);
  expect(html).not.toContain('__TERMIN_LATE__');
});

test('moving a booking: the order shows at once, its free times follow', async ({ page }) => {
  const { guid } = await signUpAndBook(page, { first: 'Lena', last: 'Sporić' });
  await page.goto(`${origin}/en/book-now/order/${guid}/reschedule`, { waitUntil: 'commit' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Change the time of your booking' }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Loading the free times');
  const specialists = page.getByRole('region', { name: 'Specialist' });
  await expect(specialists.getByRole('link', { name: /^Any specialist/ })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByText('Choose a free time above.', { exact: false })).toBeVisible();
});
