import { expect, test, type Route } from './support/test.js';
import { branchTitled, gql } from './support/graphql.js';
import { hydrated, trackHydration } from './support/hydration.js';
import { logIn } from './support/logIn.js';

// Issue 20: a booking that gets no booking back says what happened, never a generic error page.
// The booking API's answers are played by intercepting the page's BookEvent mutation: once
// refused before it was sent (circuit open), once booked upstream but answered with a timeout.
// Sending again keeps the attempt's Idempotency-Key, so it answers that booking and books once.

interface Listed {
  id: string;
  title: string;
  startsAt: string;
  seatsLeft: number;
  bookable: boolean;
}

const unavailable = (reason: string) => ({
  data: null,
  errors: [
    {
      message: 'The booking service is unavailable. Please try again shortly.',
      extensions: { code: 'UPSTREAM_UNAVAILABLE', reason },
    },
  ],
});

test('an event booking without an answer says whether anything was booked; sending again books once', async ({
  page,
}) => {
  const branch = await branchTitled(page, 'Joga Studio Prana');
  const { groupEvents } = await gql<{ groupEvents: { events: Listed[] } }>(
    page,
    `query($branch: ID!) { groupEvents(branch: $branch, days: 21) { events { id title startsAt seatsLeft bookable } } }`,
    { branch: branch.slug },
  );
  const event = groupEvents.events.find((e) => e.bookable && e.seatsLeft >= 2)!;
  expect(event, 'a bookable event with places').toBeDefined();
  const seatsLeft = async () =>
    (
      await gql<{ groupEvent: { seatsLeft: number } }>(
        page,
        'query($id: ID!) { groupEvent(id: $id) { seatsLeft } }',
        { id: event.id },
      )
    ).groupEvent.seatsLeft;

  await trackHydration(page);
  await page.goto(`/en/book-now/${branch.slug}/group/${event.id}/order`);
  await logIn(page);
  await expect(page.getByRole('heading', { name: `Book a place: ${event.title}` })).toBeVisible();
  // The app's own submit (the intercepted mutation), not the form posted before it hydrated.
  await hydrated(page);
  const before = await seatsLeft();

  let answer: (route: Route) => Promise<void> = (route) => route.fallback();
  await page.route('**/graphql', async (route) => {
    const sent = route.request().postDataJSON() as { operationName?: string } | null;
    if (sent?.operationName !== 'BookEvent') return route.fallback();
    return answer(route);
  });
  await page.getByLabel('Phone number').fill('64 123 4567');
  const book = page.getByRole('button', { name: 'Book', exact: true });

  // The booking API was never reached (its circuit is open): nothing was booked.
  answer = (route) => route.fulfill({ json: unavailable('circuit_open') });
  await book.click();
  await expect(page.getByRole('alert')).toHaveText(
    'The booking service is busy right now, so nothing was booked. Please try again in a moment.',
  );
  expect(await seatsLeft()).toBe(before);

  // Booked upstream, but the answer was lost to a timeout: nobody can tell yet.
  answer = async (route) => {
    await route.fetch();
    await route.fulfill({ json: unavailable('timeout') });
  };
  await book.click();
  await expect(page.getByRole('alert')).toHaveText(
    'The booking service did not answer in time, so we cannot tell yet whether you are booked. Send it again: you will not be booked twice.',
  );
  expect(await seatsLeft()).toBe(before - 1);

  // Sent again with the same attempt: the first booking is the answer, and nothing more is booked.
  answer = (route) => route.fallback();
  await book.click();
  await expect(page).toHaveURL(/\/en\/book-now\/confirmation_event\?booking=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'You are booked' })).toBeVisible();
  expect(await seatsLeft()).toBe(before - 1);
});
