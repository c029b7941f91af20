import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from './support/test.js';
import { newEventBooking, newOrder, type BookingContact } from './support/freshBookings.js';
import { logIn } from './support/logIn.js';
import { useRuDeployment } from './support/ruDeployment.js';

// Issue 45: the W3C Nu HTML Checker (the vnu-jar package, on the system's Java) over one page of
// every route type in every language the product serves, as the server sends it, at 0 errors and
// no heading-less sections or articles. The pages one reaches only signed in are those of an order
// and an event booking the test makes on each deployment, seen in each of its languages. The
// checker's JVM is slow to start, so every page goes to one run of it.

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** The {article} of the listings' paths (web/src/routing/localizedPath.ts). */
const article: Record<string, string> = { en: 'in', 'sr-RS': 'u', ru: 'v' };

/** The first href on `path`'s page matching `pattern` (its first group). */
async function firstLink(request: APIRequestContext, path: string, pattern: RegExp) {
  const html = await (await request.get(path)).text();
  const found = pattern.exec(html)?.[1];
  expect(found, `a link matching ${pattern} on ${path}`).toBeDefined();
  return found!.replaceAll('&amp;', '&');
}

/** The public pages' paths of a deployment under `prefix`, one of each route type. */
async function publicPaths(request: APIRequestContext, prefix: string, city: string) {
  const at = (path: string) => `/${prefix}${path}`;
  const company = await firstLink(request, at('/search'), /href="\/[^/]+(\/company\/[^"/?#]+)["?]/);
  const slug = company.split('/').pop()!;
  const post = await firstLink(request, at('/blog'), /href="\/[^/]+(\/blog\/[^"/?#]+)"/);
  const topic = await firstLink(
    request,
    at('/for-business'),
    /href="\/[^/]+(\/for-business\/[^"/?#]+)"/,
  );
  const help = await firstLink(request, at('/help-center'), /href="\/[^/]+(\/help-center\?[^"]+)"/);
  const groupVenue = await firstLink(
    request,
    at(`/search?s=yoga&c=${city}`),
    /href="\/[^/]+\/company\/([^"/?#]+)["?]/,
  );
  const event = await firstLink(
    request,
    at(`/book-now/${groupVenue}/group`),
    /href="\/[^/]+(\/book-now\/[^"/?#]+\/group\/\d+)"/,
  );
  const listing = `hair/${article[prefix]}/${city}`;
  const area = await firstLink(
    request,
    at(`/bt/${listing}`),
    new RegExp(`href="/[^/]+(/bt/${listing}/[^"/?#]+)"`),
  );
  const paths = [
    '',
    '/search',
    `/search?s=massage&c=${city}&page=1`,
    '/bt/hair',
    `/bt/${listing}`,
    area,
    '/st/massage',
    `/st/massage/${article[prefix]}/${city}`,
    company,
    `${company}/reviews`,
    '/blog',
    post,
    '/help-center',
    help,
    '/for-business',
    topic,
    '/pricing',
    '/terms',
    '/privacy',
    '/license',
    '/cookie-policy',
    '/promo',
    '/sitemap',
    `/cities?to=%2F${prefix}%2Fsearch`,
    `/book-now/${slug}`,
    `/book-now/${slug}/services`,
    `/book-now/${slug}/master`,
    `/book-now/${slug}/calendar`,
    `/book-now/${slug}/single`,
    `/book-now/${slug}/terms-of-use`,
    `/book-now/${slug}/gifts`,
    `/book-now/${groupVenue}/group`,
    event,
    '/no-such-page/here',
  ].map(at);
  return { paths, slug, groupVenue };
}

/** The venues a deployment's public pages went through, where its bookings are made. */
interface Venues {
  slug: string;
  groupVenue: string;
}

/**
 * The signed-in customer's pages under each of `prefixes`, one of each route type: the account's,
 * and those of an order and an event booking made now (the checkout steps, the confirmations, the
 * payment, the overviews, cancelling, moving and reviewing), each booking seen in every language.
 */
async function privatePaths(
  page: Page,
  prefixes: string[],
  venues: Venues,
  contact: BookingContact,
) {
  const order = await newOrder(page, venues.slug, contact);
  const booking = await newEventBooking(page, venues.groupVenue, contact);
  const pagePaths = [
    '/profile/settings',
    '/profile/settings/general',
    '/profile/settings/notifications',
    '/profile/bookings',
    '/profile/bookings?when=past',
    '/profile/bookings/gift-cards',
    '/profile/favorites',
    order.checkout,
    `/book-now/confirmation?order=${order.guid}`,
    `/book-now/${venues.slug}/payment/${order.guid}`,
    `/book-now/order/${order.guid}`,
    `/book-now/${venues.slug}/order-overview/${order.guid}`,
    `/book-now/order/${order.guid}/cancel`,
    `/book-now/order/${order.guid}/reschedule`,
    '/book-now/orders/feedbacks',
    `${booking.event}/order`,
    `/book-now/confirmation_event?booking=${booking.guid}`,
    `${booking.event}/overview/${booking.guid}`,
    `${booking.event}/cancel?booking=${booking.guid}`,
    `${booking.event}/review?booking=${booking.guid}`,
  ];
  return prefixes.flatMap((prefix) => pagePaths.map((path) => `/${prefix}${path}`));
}

/** Signs the demo customer in on `page`'s deployment, from its profile page in `prefix`. */
async function signIn(page: Page, prefix: string, language: 'en' | 'ru') {
  await page.goto(`/${prefix}/profile/settings`);
  await logIn(page, undefined, undefined, language);
  await expect(page).toHaveURL(new RegExp(`/${prefix}/profile/settings`));
}

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal';
  url: string;
  message: string;
  extract?: string;
}

/** What the checker refuses: every error, and a section or article with no heading. */
const refused = (message: NuMessage) =>
  message.type !== 'info' || /(Section|Article) lacks heading/.test(message.message);

test.describe('the Nu HTML Checker', () => {
  // Like a missing Chromium (scripts/e2e.mjs): skipped loudly without Java, a failure in CI.
  const java = spawnSync('java', ['-version']).status === 0;
  if (!java)
    console.error(
      '!! Nu HTML Checker SKIPPED: no `java` (sudo apt-get install -y default-jre-headless)',
    );
  test.skip(!java && process.env.E2E_REQUIRED !== '1', 'no Java for the Nu HTML Checker');
  const ruOrigin = useRuDeployment(120);

  test('finds no error on any route type in en, sr-RS and ru', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const pages = new Map<string, string>();
    // A few at a time: the server renders them side by side as it would for several visitors.
    // A signed-in page must be found: a booking's page that answered 404 would check nothing.
    const fetchAll = async (
      request: APIRequestContext,
      origin: string,
      paths: string[],
      statuses = [200, 404],
    ) => {
      for (let start = 0; start < paths.length; start += 4) {
        await Promise.all(
          paths.slice(start, start + 4).map(async (path) => {
            const response = await request.get(`${origin}${path}`);
            expect(statuses, `${path} answers`).toContain(response.status());
            pages.set(`${origin}${path}`, await response.text());
          }),
        );
      }
    };

    let venues: Venues | undefined;
    for (const prefix of ['en', 'sr-RS']) {
      const { paths, ...venuesHere } = await publicPaths(page.request, prefix, 'beograd');
      venues ??= venuesHere;
      await fetchAll(page.request, baseURL!, paths);
    }
    const ru = await (await page.context().browser()!.newContext({ baseURL: ruOrigin })).newPage();
    const { paths: ruPaths, ...ruVenues } = await publicPaths(ru.request, 'ru', 'moskva');
    await fetchAll(ru.request, ruOrigin, ruPaths);

    // One order and one event booking a deployment, each seen in every language it serves.
    await signIn(page, 'en', 'en');
    const serbianContact = { name: 'Demo Customer', phone: '+381641234567' };
    await fetchAll(
      page.request,
      baseURL!,
      await privatePaths(page, ['en', 'sr-RS'], venues!, serbianContact),
      [200],
    );
    await signIn(ru, 'ru', 'ru');
    const russianContact = { name: 'Demo Customer', phone: '+79161234567' };
    await fetchAll(
      ru.request,
      ruOrigin,
      await privatePaths(ru, ['ru'], ruVenues, russianContact),
      [200],
    );
    await ru.context().close();

    const dir = mkdtempSync(join(tmpdir(), 'termin-nu-'));
    const fileOf = new Map<string, string>();
    [...pages].forEach(([url, html], index) => {
      const file = join(dir, `${index}.html`);
      writeFileSync(file, html);
      fileOf.set(`file:${file}`, url);
    });
    try {
      const { stdout } = await promisify(execFile)(
        'java',
        ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', dir],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
      const problems = messages
        .filter(refused)
        .map((m) => `${fileOf.get(m.url) ?? m.url}: ${m.message} [${m.extract ?? ''}]`);
      expect(problems, `${pages.size} pages checked`).toEqual([]);
      // Every page was read (a page the checker skipped would pass unseen).
      expect(pages.size).toBeGreaterThan(160);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
