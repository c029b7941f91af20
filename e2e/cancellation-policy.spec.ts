import { expect, test, type Page } from './support/test.js';
import { pickTimeAhead } from './support/calendar.js';
import { branchTitled, gql } from './support/graphql.js';
import { logIn } from './support/logIn.js';
import { screenshotDir, sizeNames, sizes } from './support/sizes.js';

// Issue 42, item 9: checkout says until when a time can be cancelled online, and that a time
// already inside the venue's window cannot be, before it is booked; every "call the venue" names
// the venue's number as a link to call. Wellness Spa Zemun cancels online up to 48 hours ahead.

async function spa(page: Page) {
  const { slug } = await branchTitled(page, 'Wellness Spa Zemun');
  const { branch } = await gql<{ branch: { phone: string } }>(
    page,
    `query($id: ID!) { branch(id: $id) { phone } }`,
    { id: slug },
  );
  return { slug, phone: branch.phone };
}

/** The demo customer, logged in, on the spa's calendar for its first service. */
async function spaCalendar(page: Page) {
  await page.goto('/auth/login?redirect=/en/profile');
  await logIn(page);
  await expect(page).toHaveURL(/\/en\/profile/);
  const { slug, phone } = await spa(page);
  await page.goto(`/en/book-now/${slug}/calendar?service=${await firstService(page, slug)}`);
  return { phone };
}

const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const size of sizeNames) {
  test.describe(`cancellation terms at checkout (${size})`, () => {
    test.use(sizes[size]);
    // Long journeys (sign-up, e-mail, booking) on a shared machine.
    test.slow();

    test(`a time inside the window is said to be not cancellable online before booking (${size})`, async ({
      page,
    }) => {
      const { phone } = await spaCalendar(page);
      // The first free time there is: well inside the 48-hour window.
      await page.getByRole('main').getByRole('list').first().getByRole('link').first().click();
      await page
        .getByRole('link', { name: / at \d{1,2}:\d{2} [AP]M$/ })
        .first()
        .click();
      await expect(page).toHaveURL(/[?&]t=/);
      await page.getByRole('link', { name: 'Checkout' }).click();
      const terms = page.getByText(/once booked, it can no longer be cancelled or moved online/);
      await expect(terms).toBeVisible();
      await expect(terms).toContainText('starts in less than 48 h');
      await expect(terms.getByRole('link', { name: phone })).toHaveAttribute('href', telOf(phone));
      await expect(page.getByText(/^Free cancellation online until/)).toHaveCount(0);
      if (screenshotDir)
        await page.screenshot({
          path: `${screenshotDir}/checkout-late-${size}.png`,
          fullPage: true,
        });
    });

    test(`a time past the window shows its free-cancellation deadline at checkout (${size})`, async ({
      page,
    }) => {
      const { phone } = await spaCalendar(page);
      await pickTimeAhead(page);
      await page.getByRole('link', { name: 'Checkout' }).click();
      const terms = page.getByText(/^Free cancellation online until .+ After that, please call/);
      await expect(terms).toBeVisible();
      await expect(terms.getByRole('link', { name: phone })).toHaveAttribute('href', telOf(phone));
      if (screenshotDir)
        await page.screenshot({
          path: `${screenshotDir}/checkout-open-${size}.png`,
          fullPage: true,
        });
    });
  });
}

test('a booking past its deadline names the venue’s number wherever it says to call', async ({
  page,
}) => {
  await page.goto('/auth/login?redirect=/en/profile');
  await logIn(page);
  await expect(page).toHaveURL(/\/en\/profile/);
  const { phone } = await spa(page);
  // The demo customer's visit to the spa tomorrow (api/src/db/seed/demoBookings.ts).
  const { orders } = await gql<{
    orders: { guid: string; canCancel: boolean; status: string; branch: { name: string } }[];
  }>(page, `{ orders(when: UPCOMING) { guid canCancel status branch { name } } }`);
  const late = orders.find(
    (o) => o.branch.name === 'Wellness Spa Zemun' && !o.canCancel && o.status === 'CONFIRMED',
  )!;
  for (const [path, text] of [
    [`/en/book-now/confirmation?order=${late.guid}`, /^Online changes and cancellation are closed/],
    [`/en/book-now/order/${late.guid}`, /^Online changes and cancellation are closed/],
    [`/en/book-now/order/${late.guid}/cancel`, /^Online changes and cancellation are closed/],
    [`/en/book-now/order/${late.guid}/reschedule`, /can no longer be changed online/],
  ] as const) {
    await page.goto(path);
    const call = page.getByText(text);
    await expect(call).toContainText(new RegExp(`call the venue on ${escaped(phone)}\\.$`, 'i'));
    await expect(call.getByRole('link', { name: phone })).toHaveAttribute('href', telOf(phone));
  }
});

/** The id of the branch's first service on its menu. */
async function firstService(page: Page, slug: string) {
  const { branch } = await gql<{ branch: { services: { services: { id: string }[] }[] } }>(
    page,
    `query($id: ID!) { branch(id: $id) { services { services { id } } } }`,
    { id: slug },
  );
  return branch.services[0]!.services[0]!.id;
}
