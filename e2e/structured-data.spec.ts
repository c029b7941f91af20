import { expect, test, type APIRequestContext } from './support/test.js';

// Issue 45: the structured data search engines read, checked against the rich-result rules on the
// pages the server sends (no script runs): Event on every event page, complete LocalBusiness and
// Article, BreadcrumbList ending at the page's canonical URL; titles of one venue's events differ.

type JsonLd = Record<string, unknown> & { '@type': string };

interface Head {
  title: string;
  description: string;
  canonical: string;
  og: Record<string, string>;
  jsonLd: JsonLd[];
}

const attribute = (tag: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&') ?? '';

/** The head of `path` as the server sent it. */
async function headOf(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const tags = (pattern: RegExp) => html.match(pattern) ?? [];
  const og: Record<string, string> = {};
  for (const tag of tags(/<meta property="og:[^>]*>/g))
    og[attribute(tag, 'property')] = attribute(tag, 'content');
  const descriptions = tags(/<meta name="description"[^>]*>/g);
  expect(descriptions, `one description on ${path}`).toHaveLength(1);
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '',
    description: attribute(descriptions[0]!, 'content'),
    canonical: attribute(tags(/<link rel="canonical"[^>]*>/g)[0] ?? '', 'href'),
    og,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as JsonLd,
    ),
  };
}

const ofType = (head: Head, type: string) => head.jsonLd.find((block) => block['@type'] === type);

/** "+01:00": a zone's offset from UTC at an instant, as ISO 8601 writes it. */
function offsetAt(instant: Date, zone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')!.value;
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

const isoWithOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

function expectCompleteAddress(address: unknown, country: string) {
  expect(address).toMatchObject({
    '@type': 'PostalAddress',
    streetAddress: expect.any(String),
    addressLocality: expect.any(String),
    postalCode: expect.stringMatching(/^\d{5,6}$/),
    addressCountry: country,
  });
}

test.describe('Event data', () => {
  for (const prefix of ['en', 'sr-RS']) {
    test(`every event of a venue has Event data, Open Graph and a title of its own (${prefix})`, async ({
      request,
    }) => {
      const venue = '/book-now/joga-studio-prana-7';
      const list = await (await request.get(`/${prefix}${venue}/group`)).text();
      const events = [
        ...new Set(
          [...list.matchAll(/href="(\/[^/]+\/book-now\/[^"/]+\/group\/\d+)"/g)].map((m) => m[1]!),
        ),
      ].slice(0, 6);
      expect(events.length).toBeGreaterThan(1);
      const generic = (await headOf(request, `/${prefix}${venue}/services`)).description;
      const titles = new Set<string>();
      for (const path of events) {
        const head = await headOf(request, path);
        titles.add(head.title);
        expect(head.canonical.endsWith(path)).toBe(true);
        expect(head.description).not.toBe(generic);
        expect(head.og['og:title']).toBe(head.title);
        expect(head.og['og:description']).toBe(head.description);
        expect(head.og['og:url']).toBe(head.canonical);
        expect(head.og['og:image']).toMatch(/^https?:\/\//);

        const event = ofType(head, 'Event');
        expect(event, path).toBeDefined();
        expect(event).toMatchObject({
          name: expect.any(String),
          startDate: expect.stringMatching(isoWithOffset),
          endDate: expect.stringMatching(isoWithOffset),
          eventStatus: expect.stringMatching(/^https:\/\/schema\.org\/Event(Scheduled|Cancelled)$/),
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          location: { '@type': 'Place', name: 'Joga Studio Prana' },
          offers: {
            '@type': 'Offer',
            url: head.canonical,
            price: expect.stringMatching(/^\d+\.\d{2}$/),
            priceCurrency: 'RSD',
            availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|SoldOut)$/),
          },
          organizer: { '@type': 'Organization', name: expect.any(String) },
        });
        expectCompleteAddress((event!.location as JsonLd).address, 'RS');
        // The venue's wall clock: Belgrade's offset on that day, summer or winter.
        const start = String(event!.startDate);
        expect(start.slice(-6)).toBe(offsetAt(new Date(start), 'Europe/Belgrade'));
        expect(Date.parse(String(event!.endDate))).toBeGreaterThan(Date.parse(start));
        expect(head.title).toContain(String(event!.name));
      }
      expect(titles.size).toBe(events.length);
    });
  }
});

test('a company page describes its business with a complete address', async ({ request }) => {
  const head = await headOf(request, '/en/company/salon-lotus-vracar-1');
  const business = head.jsonLd.find(
    (block) => 'address' in block && 'openingHoursSpecification' in block,
  );
  expect(business).toBeDefined();
  expectCompleteAddress(business!.address, 'RS');
});

test('an article was modified when it was written, not when the demo was seeded', async ({
  request,
}) => {
  const blog = await (await request.get('/en/blog')).text();
  const post = /href="(\/en\/blog\/[^"/?#]+)"/.exec(blog)![1]!;
  const article = ofType(await headOf(request, post), 'Article')!;
  const published = Date.parse(String(article.datePublished));
  const modified = Date.parse(String(article.dateModified));
  expect(modified).toBeGreaterThanOrEqual(published);
  // The suite's server seeded its database minutes ago; the newest post is days old.
  expect(Date.now() - modified).toBeGreaterThan(24 * 3600_000);
});

test.describe('search breadcrumbs', () => {
  for (const path of [
    '/en/search',
    '/en/search?c=beograd',
    '/en/search?c=beograd&page=2',
    '/en/search?s=massage&c=beograd',
    '/en/bt/hair',
    '/en/bt/hair/in/beograd',
    '/en/bt/hair/in/beograd/vracar',
    '/sr-RS/bt/hair/u/beograd',
    '/en/st/massage/in/beograd',
  ]) {
    test(`${path}: the full trail, ending at the canonical URL`, async ({ request }) => {
      const head = await headOf(request, path);
      const list = ofType(head, 'BreadcrumbList')!;
      const items = list.itemListElement as { position: number; item: string; name: string }[];
      expect(items.length).toBeGreaterThan(1);
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      expect(items.at(-1)!.item).toBe(head.canonical);
    });
  }

  test('a listing whose path names the city keeps ?c= out of its canonical', async ({
    request,
  }) => {
    const plain = await headOf(request, '/en/bt/hair/in/beograd');
    const withCity = await headOf(request, '/en/bt/hair/in/beograd?c=nis');
    expect(withCity.canonical).toBe(plain.canonical);
    expect(plain.canonical).toMatch(/\/en\/bt\/hair\/in\/beograd$/);
    // A treatment with its city only in ?c= is that listing: it moves there.
    const moved = await request.get('/en/bt/hair?c=nis', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe('/en/bt/hair/in/nis');
  });
});
