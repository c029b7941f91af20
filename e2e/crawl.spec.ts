import { expect, test } from './support/test.js';

// Issue 45: a crawler followed a booking calendar's "Next week" on to the year 9999, and every
// booking step competed in search with the venue's own page.
const branch = '/en/book-now/salon-lotus-vracar-1';
const calendar = `${branch}/calendar?service=1&anyEmployee=true`;

const robotsOf = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];
const alternatesOf = (html: string) => html.match(/<link rel="alternate" hrefLang=/g)?.length ?? 0;
const nextWeekOf = (html: string) =>
  /<a [^>]*href="([^"]+)"[^>]*>Next week/.exec(html)?.[1]?.replaceAll('&amp;', '&');

test('booking steps are left out of search results; the venue page is not', async ({ request }) => {
  for (const path of [branch, `${branch}/services`, calendar, `${branch}/master?service=1`]) {
    const html = await (await request.get(path)).text();
    expect(robotsOf(html), path).toBe('noindex, nofollow');
    expect(alternatesOf(html), path).toBe(0);
  }
  const venue = await (await request.get('/en/company/salon-lotus-vracar-1')).text();
  expect(robotsOf(venue)).toBeUndefined();
  expect(alternatesOf(venue)).toBeGreaterThan(1);
});

test('"Next week" ends at the booking horizon, and a date past it is not found', async ({
  request,
}) => {
  let path: string | undefined = calendar;
  let weeks = 0;
  while (path && weeks < 30) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    path = nextWeekOf(await response.text());
    weeks += 1;
  }
  // The demo venues book at most about two months ahead: a handful of weeks, then no link.
  expect(path).toBeUndefined();
  expect(weeks).toBeGreaterThan(2);
  expect(weeks).toBeLessThan(15);

  const nextYear = `${new Date().getFullYear() + 1}-06-15`;
  for (const day of [nextYear, '2099-12-30']) {
    expect((await request.get(`${calendar}&d=${day}`)).status(), day).toBe(404);
  }
  // What is no date at all is dropped, as any bad selection value is: the first week shows.
  expect((await request.get(`${calendar}&d=9999-12-30`)).status()).toBe(200);
});
