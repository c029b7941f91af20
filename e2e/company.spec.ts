import { useRuDeployment } from './support/ruDeployment.js';
import { expect, test, type APIRequestContext, type Page } from './support/test.js';
import { analyticsEvents, stayOnPage, withDataLayer } from './support/analytics.js';
import { expectAccessible } from './support/axe.js';
import { branchTitled } from './support/graphql.js';

// Company pages (issue 6): /company/{slug} and /company/{slug}/reviews, server-rendered, in
// every language, complete without JavaScript. Demo data: Salon Lotus Vračar (branch 1, RS).
const lotus = '/company/salon-lotus-vracar-1';

/** Lotus's review count now: other journeys (reviewing a past visit) may have added one. */
async function lotusReviews(request: APIRequestContext): Promise<number> {
  const answer = await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query: '{ branch(id: "1") { reviews { total } } }' },
  });
  return ((await answer.json()) as { data: { branch: { reviews: { total: number } } } }).data.branch
    .reviews.total;
}

type JsonLd = Record<string, unknown> & { '@type': string };

async function jsonLdOf(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  // JSON.parse throws on invalid JSON, failing the test.
  return blocks.map((text) => JSON.parse(text) as JsonLd);
}

test.describe('company page', () => {
  test('shows the venue in English: services and prices, team, hours, reviews, JSON-LD', async ({
    page,
  }) => {
    const response = await page.goto(`/en${lotus}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salon Lotus Vračar');
    await expect(page).toHaveTitle('Salon Lotus Vračar, Belgrade – book online | Termin');

    const services = page.getByRole('region', { name: 'Services' });
    await expect(services.getByRole('heading', { level: 3, name: 'Manicure' })).toBeVisible();
    const manicure = services.getByRole('listitem').filter({ hasText: 'Classic manicure' });
    await expect(manicure).toContainText('45 min');
    await expect(manicure).toContainText(/RSD\s1,300/);
    await expect(services.getByText(/from RSD\s[\d,]+/).first()).toBeVisible();

    const team = page.getByRole('region', { name: 'Team' });
    await expect(team.getByRole('listitem')).toHaveCount(5);
    await expect(team).toContainText('Hair stylist');

    const hours = page.getByRole('region', { name: 'Opening hours' });
    // The locale's own time format (English 12-hour; Serbian and Russian 24-hour).
    await expect(hours.getByRole('row', { name: /Monday/ })).toContainText('9:00 AM–8:00 PM');
    await expect(hours.getByRole('row', { name: /Sunday/ })).toContainText('Closed');
    // spec §9: the English week starts on Sunday.
    await expect(hours.getByRole('rowheader').first()).toHaveText(/^Sunday/);
    // Today is marked, and the venue says whether it is open now (in its own time zone).
    await expect(hours.getByRole('rowheader').filter({ hasText: 'Today' })).toHaveCount(1);
    await expect(hours.getByRole('status')).toHaveText(
      /^(Open now · closes at \d{1,2}:\d{2} [AP]M|Closed now · opens (\w+ )?at \d{1,2}:\d{2} [AP]M|Closed now)$/,
    );

    // Every company page links to its gift cards.
    const more = page.getByRole('navigation', { name: 'More at this venue' });
    await expect(more.getByRole('link', { name: 'Gift cards' })).toHaveAttribute(
      'href',
      '/en/book-now/salon-lotus-vracar-1/gifts',
    );

    const reviews = page.getByRole('region', { name: 'Reviews' });
    const count = await lotusReviews(page.request);
    await expect(reviews).toContainText(`${count} reviews`);
    const breakdown = reviews.getByRole('list', { name: 'Reviews by number of stars' });
    await expect(breakdown.getByRole('listitem')).toHaveCount(5);
    await expect(reviews.getByRole('link', { name: `Read all ${count} reviews` })).toHaveAttribute(
      'href',
      `/en${lotus}/reviews`,
    );

    await expect(page.getByRole('link', { name: 'Book now' })).toHaveAttribute(
      'href',
      '/en/book-now/salon-lotus-vracar-1',
    );
    await expect(page.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      /google\.com\/maps\/dir\/.*destination=44\.8031,20\.4712/,
    );

    const [business, breadcrumbs] = await jsonLdOf(page);
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BeautySalon',
      name: 'Salon Lotus Vračar',
      telephone: expect.stringMatching(/^\+381 11/),
      address: { '@type': 'PostalAddress', streetAddress: 'Njegoševa 45' },
      geo: { latitude: 44.8031, longitude: 20.4712 },
      priceRange: expect.stringMatching(/RSD$/),
      aggregateRating: { '@type': 'AggregateRating', reviewCount: count },
    });
    expect(business?.openingHoursSpecification).toHaveLength(6);
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/en${lotus}$`),
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute(
      'content',
      'business.business',
    );
  });

  test('shows a space between the heart and "Add to favorites"', async ({ page }) => {
    await page.goto(`/en${lotus}`);
    const favorite = page.getByRole('button', { name: 'Add to favorites' });
    await expect(favorite).toBeEnabled();
    // From the heart's right edge to the left edge of the label's first letter, as drawn.
    const gap = await favorite.evaluate((button) => {
      const heart = button.querySelector('[aria-hidden="true"]')!;
      const label = Array.from(button.childNodes).find(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
      )!;
      const range = document.createRange();
      range.setStart(label, 0);
      range.setEnd(label, 1);
      return range.getBoundingClientRect().left - heart.getBoundingClientRect().right;
    });
    expect(gap).toBeGreaterThanOrEqual(4);
  });

  test('reveals the phone on click and keeps favorites in this browser', async ({ page }) => {
    await page.goto(`/en${lotus}`);
    const phone = page.getByRole('main').getByRole('link', { name: /^\+381 11/ });
    await expect(phone).toBeHidden();
    await page.getByText('Show phone number').click();
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', /^tel:\+38111\d+$/);

    const favorite = page.getByRole('button', { name: 'Add to favorites' });
    await expect(favorite).toBeEnabled();
    await favorite.click();
    await expect(page.getByRole('button', { name: 'Saved to favorites' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Saved to favorites' })).toBeEnabled();
    await expectAccessible(page);
  });

  test('sends the company page analytics events of spec §9', async ({ page }) => {
    await withDataLayer(page);
    await page.goto(`/en${lotus}`);
    await page.waitForLoadState('networkidle');
    await page.getByText(/^Show all \d+ photos$/).click();
    await page.getByText('Show phone number').click();
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    const directions = page.getByRole('link', { name: /Get directions/ });
    await stayOnPage(page, directions);
    await directions.click();
    await page.getByRole('link', { name: 'Book now' }).click();
    await expect(page).toHaveURL(/\/en\/book-now\/salon-lotus-vracar-1/);
    const names = (await analyticsEvents(page)).map((event) => [event.event, event.branchId]);
    for (const event of [
      'click_view_photos',
      'click_show_phone',
      'add_to_favorites',
      'click_get_direction',
      'click_book_now',
    ])
      expect(names).toContainEqual([event, '1']);
  });

  test('an id alone redirects to the venue’s own slug', async ({ page }) => {
    await page.goto('/en/company/1?c=beograd');
    await expect(page).toHaveURL(new RegExp(`/en${lotus}\\?c=beograd$`));
  });

  test('speaks Serbian: Monday first, local prices', async ({ page }) => {
    await page.goto(`/sr-RS${lotus}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Usluge' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Manikir' })).toBeVisible();
    const hours = page.getByRole('region', { name: 'Radno vreme' });
    await expect(hours.getByRole('rowheader').first()).toHaveText(/^ponedeljak/);
    await expect(hours.getByRole('row', { name: /^nedelja/ })).toContainText('Zatvoreno');
    await expect(page.getByRole('region', { name: 'Tim' }).getByRole('listitem')).toHaveCount(5);
    const count = await lotusReviews(page.request);
    await expect(page.getByRole('region', { name: 'Recenzije' })).toContainText(
      new RegExp(`${count} recenzij`),
    );
    await expect(page.getByText(/1\.300\sRSD/).first()).toBeVisible();
    await page.getByText('Prikaži broj telefona').click();
    await expect(page.getByRole('main').getByRole('link', { name: /^\+381 11/ })).toBeVisible();
    const [business] = await jsonLdOf(page);
    expect(business).toMatchObject({ '@type': 'BeautySalon', name: 'Salon Lotus Vračar' });
  });

  test('a venue that does not exist is the 404 error page', async ({ page }) => {
    for (const path of ['/en/company/no-such-venue-999999', '/en/company/lotus/reviews']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
  });

  test('is complete with JavaScript disabled', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/en${lotus}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salon Lotus Vračar');
    await expect(page.getByText('Classic manicure')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Team' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('row', { name: /Monday/ })).toContainText('9:00 AM–8:00 PM');
    // The phone opens without JavaScript (a native disclosure).
    await page.getByText('Show phone number').click();
    await expect(page.getByRole('main').getByRole('link', { name: /^\+381 11/ })).toBeVisible();
    expect(await jsonLdOf(page)).toHaveLength(2);
    // Links are plain links: follow them to the reviews and through the pages.
    const count = await lotusReviews(page.request);
    await page.getByRole('link', { name: `Read all ${count} reviews` }).click();
    await expect(page).toHaveURL(new RegExp(`/en${lotus}/reviews$`));
    await expect(page.getByRole('article')).toHaveCount(10);
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/reviews\?page=2$/);
    await expect(page.getByRole('article')).toHaveCount(10);
    await context.close();
  });
});

test('links a venue with group classes to them, and to its gift cards', async ({ page }) => {
  const branch = await branchTitled(page, 'Joga Studio Prana');
  await page.goto(`/sr-RS/company/${branch.slug}`);
  const more = page.getByRole('navigation', { name: 'Još u ovom salonu' });
  await expect(more).toContainText(/\d+ (čas|časa|časova) u naredne četiri nedelje/);
  await more.getByRole('link', { name: 'Grupni časovi' }).click();
  await expect(page).toHaveURL(`/sr-RS/book-now/${branch.slug}/group`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Joga Studio Prana: časovi i događaji',
  );
  await page.goBack();
  await more.getByRole('link', { name: 'Poklon-kartice' }).click();
  await expect(page).toHaveURL(`/sr-RS/book-now/${branch.slug}/gifts`);
});

test('Book beside a service starts the booking with that service chosen', async ({ page }) => {
  await page.goto(`/en${lotus}`);
  await page.getByRole('link', { name: 'Book Classic manicure' }).click();
  // Never the "how do you want to start" question it has answered: the service is chosen.
  await expect(page).toHaveURL(/\/en\/book-now\/salon-lotus-vracar-1\/services\?service=\d+$/);
  const manicure = page.getByRole('link', { name: /Classic manicure/ });
  await expect(manicure).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('link', { name: 'Continue' })).toBeVisible();

  // A venue of individual services: straight to that service's times.
  await page.goto('/en/company/barbershop-dorcol-2');
  await page
    .getByRole('link', { name: /^Book / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/barbershop-dorcol-2\/calendar\?service=\d+&individual=true$/);
  await expect(page.getByRole('link', { name: 'Back to services' })).toBeVisible();
});

test.describe('photo gallery', () => {
  test('leaves no blank gap at any width', async ({ page }) => {
    await page.goto(`/en${lotus}`);
    for (const width of [360, 390, 639, 640, 800, 1024, 1280, 1600]) {
      await page.setViewportSize({ width, height: 900 });
      const boxes = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLAnchorElement>('main [class*="gallery"] > a')).map(
          (link) => {
            const cell = link.getBoundingClientRect();
            const image = link.querySelector('img')!.getBoundingClientRect();
            return { cell, image: { width: image.width, height: image.height } };
          },
        ),
      );
      expect(boxes.length, `${width}px`).toBe(3);
      // Every picture fills its cell…
      for (const { cell, image } of boxes) {
        expect(Math.abs(cell.width - image.width), `${width}px`).toBeLessThanOrEqual(1);
        expect(Math.abs(cell.height - image.height), `${width}px`).toBeLessThanOrEqual(1);
      }
      // …and side by side, the photos beside the cover end where it ends.
      const [cover, , last] = boxes.map((box) => box.cell);
      if (width >= 640)
        expect(Math.abs(cover!.bottom - last!.bottom), `${width}px`).toBeLessThan(1);
    }
  });

  test('opens full screen; arrows, keys and swipes move; Escape returns focus', async ({
    page,
  }) => {
    await page.goto(`/en${lotus}`);
    const cover = page.getByRole('link', { name: /^Photo 1 of \d+, full screen$/ });
    const count = Number((await cover.getAttribute('aria-label'))!.match(/of (\d+)/)![1]);
    await cover.click();
    const viewer = page.getByRole('dialog', { name: 'Photos of Salon Lotus Vračar' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText(`1 / ${count}`)).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Close photos' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(`2 / ${count}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText(`${count} / ${count}`)).toBeVisible();
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect(viewer.getByText(`1 / ${count}`)).toBeVisible();
    // A swipe to the left turns to the next photo.
    const box = (await viewer.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(viewer.getByText(`2 / ${count}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(cover).toBeFocused();
  });

  test('each photo is a link to the picture without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/en${lotus}`);
    const cover = page.getByRole('link', { name: /^Photo 1 of \d+, full screen$/ });
    const href = await cover.getAttribute('href');
    expect((await page.request.get(href!)).ok()).toBe(true);
    await context.close();
  });
});

test.describe('reviews page', () => {
  test('pages with followable links, sorts, and shows the replies', async ({ page }) => {
    await page.goto(`/en${lotus}/reviews`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Reviews of Salon Lotus Vračar',
    );
    await expect(page.getByRole('article')).toHaveCount(10);
    await expect(page.getByText(/^Reply from Salon Lotus Vračar/).first()).toBeVisible();

    const pages = page.getByRole('navigation', { name: 'Review pages' });
    await expect(pages.getByRole('link', { name: 'Page 4' })).toHaveAttribute(
      'href',
      `/en${lotus}/reviews?page=4`,
    );
    await pages.getByRole('link', { name: 'Page 4' }).click();
    await expect(page).toHaveURL(/\/reviews\?page=4$/);
    await expect(page.getByRole('article')).toHaveCount((await lotusReviews(page.request)) - 30);
    await expect(page).toHaveTitle(/page 4/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /reviews\?page=4$/);
    await expect(pages.getByRole('link', { name: 'Next' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Lowest rated' }).click();
    await expect(page).toHaveURL(/\/reviews\?sort=lowest$/);
    // Lotus has no 1-star review: the lowest is 2 stars.
    await expect(page.getByRole('article').first().getByRole('img')).toHaveAccessibleName(
      '2 stars',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');

    const [breadcrumbs] = await jsonLdOf(page);
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(breadcrumbs?.itemListElement).toHaveLength(4);
    await expectAccessible(page);
  });

  test('a page past the last goes back to the first', async ({ page }) => {
    await page.goto(`/en${lotus}/reviews?page=99`);
    await expect(page).toHaveURL(new RegExp(`/en${lotus}/reviews$`));
  });
});

test.describe('company page in Russian (ru region)', () => {
  const origin = useRuDeployment(50);

  test('shows a Moscow venue in Russian', async ({ page }) => {
    // Branch ids are shared by all countries: find the venue through the venue suggestions.
    const answer = await page.request.post(`${origin}/graphql`, {
      headers: { 'content-type': 'application/json', 'accept-language': 'ru' },
      data: { query: '{ suggestions(text: "жасмин") { branches { slug title } } }' },
    });
    const { branches } = (await answer.json()).data.suggestions as {
      branches: { slug: string; title: string }[];
    };
    const venue = branches.find((branch) => branch.title === 'Салон красоты Жасмин на Тверской');
    expect(venue).toBeDefined();
    const id = venue!.slug.split('-').pop();
    const response = await page.goto(`${origin}/ru/company/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${origin}/ru/company/${venue!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(venue!.title);
    await expect(page.getByRole('heading', { level: 2, name: 'Услуги' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Стрижка' })).toBeVisible();
    await expect(page.getByText(/\d\s?₽|RUB/).first()).toBeVisible();
    const hours = page.getByRole('region', { name: 'Часы работы' });
    await expect(hours.getByRole('rowheader').first()).toHaveText(/^понедельник/);
    // Each range reads on one line: beside the long day names and "Сегодня" they broke at the
    // dash, "09:00–" over "21:00".
    for (const cell of await hours.getByRole('cell').all()) {
      const { height, lineHeight } = await cell.evaluate((td) => ({
        height: td.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(td).lineHeight),
      }));
      expect(height).toBeLessThan(lineHeight * 1.5 + 8);
    }
    await expect(
      page.getByRole('region', { name: 'Команда' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Отзывы' })).toContainText(/отзыв/);
    await page.getByText('Показать телефон').click();
    await expect(page.getByRole('main').getByRole('link', { name: /^\+7 495/ })).toBeVisible();
    const [business] = await jsonLdOf(page);
    expect(business).toMatchObject({
      '@type': 'BeautySalon',
      address: { addressLocality: 'Москва' },
      geo: { latitude: 55.765, longitude: 37.6051 },
    });
  });
});

// Issue 42 item 16: a specialist's link on the venue page opens the booking with them chosen (the
// flow's `m`), services next; on a phone and a desktop.
for (const [size, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`a specialist on the venue page starts a booking with them chosen (${size})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/en${lotus}`);
    const member = page.getByRole('region', { name: 'Team' }).getByRole('link').nth(1);
    const name = (await member.textContent())!.trim();
    await member.click();
    await expect(page.getByRole('heading', { name: 'Choose a specialist' })).toBeVisible();
    await expect(page).toHaveURL(/\/master\?m=\d+&masterFlow=true$/);
    const chosen = page.getByRole('main').locator('a[aria-current="true"]');
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toContainText(name);
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Choose services' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]m=\d+/);
  });
}
