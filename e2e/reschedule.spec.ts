import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.js';
import type { ParsedMail } from 'mailparser';
import { expectAccessible } from './support/axe.js';
import { pickTimeAhead } from './support/calendar.js';
import { useDeployment } from './support/deployment.js';
import { mailDir, mailTo } from './support/mailbox.js';
import { signUpAndBook } from './support/newBooking.js';
import { sendSignUp } from './support/signUp.js';

// Issue 15 "Reschedule": a customer moves a booking to another time from its page; the booking
// page, My bookings and the calendar file all show the new time. On a phone, in Serbian, with
// another specialist.

/** The calendar file attached to an e-mail. */
const calendarOf = (mail: ParsedMail) =>
  mail.attachments
    .find((attachment) => attachment.contentType.startsWith('text/calendar'))
    ?.content.toString() ?? '';

/** The .ics file's start line of a visit at Salon Lotus (Belgrade) on `d` at `t`. */
const icsStart = (d: string, t: string) =>
  `DTSTART;TZID=Europe/Belgrade:${d.replaceAll('-', '')}T${t.replace(':', '')}00`;

test('a customer moves a booking to another time and sees it everywhere', async ({ page }) => {
  const { guid, when, email } = await signUpAndBook(page, { first: 'Mira', last: 'Jovanović' });
  // The confirmation e-mail, with the visit as a calendar file.
  const confirmed = await mailTo(email, /^Booking confirmed: Salon Lotus Vračar, /);
  expect(confirmed.text).toContain(`/en/book-now/order/${guid}`);
  expect(calendarOf(confirmed)).toContain(`\r\n${icsStart(when.d, when.t)}\r\n`);
  await page.goto(`/en/book-now/order/${guid}`);
  await expect(
    page.getByText(/^You can move or cancel online free of charge until /),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Change the time' }).click();
  await expect(page).toHaveURL(`/en/book-now/order/${guid}/reschedule`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Change the time of your booking' }),
  ).toBeVisible();
  // The specialist the booking has is the one chosen; "any" and the others are offered.
  const specialists = page.getByRole('region', { name: 'Specialist' });
  await expect(specialists.getByRole('link', { name: /^Any specialist/ })).toBeVisible();
  const chosen = specialists.locator('[aria-current="true"]');
  await expect(chosen).toHaveCount(1);
  await expect(page.getByText('Choose a free time above.', { exact: false })).toBeVisible();
  await expectAccessible(page);

  const moved = await pickTimeAhead(
    page,
    3,
    page.getByRole('region', { name: 'New day and time' }),
  );
  expect(`${moved.d} ${moved.t}`).not.toBe(`${when.d} ${when.t}`);
  const confirm = page.getByRole('region', { name: 'Confirm the change' });
  await expect(confirm.getByText(/^New time: .+ with .+, RSD/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Move my booking' }).click();

  await expect(page).toHaveURL(`/en/book-now/order/${guid}?moved=1`);
  await expect(page.getByRole('status')).toHaveText(
    'Your booking has been moved. The new time is below.',
  );
  const movedMail = await mailTo(email, /^Booking moved: Salon Lotus Vračar, /);
  expect(calendarOf(movedMail)).toContain(`\r\n${icsStart(moved.d, moved.t)}\r\n`);
  expect(movedMail.text).toMatch(/Before: /);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar (.ics)' }).click();
  const ics = readFileSync((await (await download).path())!, 'utf8');
  expect(ics).toContain(`\r\n${icsStart(moved.d, moved.t)}\r\n`);

  await page.goto('/en/profile/bookings');
  const card = page.getByRole('listitem').filter({ hasText: 'Salon Lotus Vračar' });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(moved.label)).toBeVisible();
  await expect(card.getByText(when.label)).toHaveCount(0);

  // A URL that is not one of the page's choices is no page.
  for (const query of ['?m=abc', '?d=tomorrow', '?t=25:00']) {
    const response = await page.goto(`/en/book-now/order/${guid}/reschedule${query}`);
    expect(response?.status(), query).toBe(404);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a customer moves a booking in Serbian, to any specialist', async ({ page }) => {
    const { guid, email } = await signUpAndBook(page, { first: 'Dragana', last: 'Ilić' });
    await page.goto(`/sr-RS/book-now/order/${guid}`);
    await page.getByRole('link', { name: 'Promeni termin' }).click();
    await expect(page).toHaveURL(`/sr-RS/book-now/order/${guid}/reschedule`);
    await page
      .getByRole('region', { name: 'Stručnjak' })
      .getByRole('link', { name: /^Bilo koji stručnjak/ })
      .click();
    await expect(page).toHaveURL(/[?&]m=any/);
    const times = page.getByRole('region', { name: 'Novi dan i vreme' });
    // The week's last day with free times, then its last time: 24-hour clock in Serbian.
    await times.getByRole('list').first().getByRole('link').last().click();
    await expect(page).toHaveURL(/[?&]d=\d{4}-\d{2}-\d{2}/);
    const slot = times.getByRole('list').nth(1).getByRole('link').last();
    await expect(slot).toHaveText(/^\d{2}:\d{2}$/);
    await slot.click();
    await expect(page).toHaveURL(/[?&]t=\d{2}%3A\d{2}/);
    const confirm = page.getByRole('region', { name: 'Potvrda promene' });
    await expect(confirm.getByText(/^Novi termin: /)).toBeVisible();
    await confirm.getByRole('button', { name: 'Pomeri rezervaciju' }).click();
    await expect(page).toHaveURL(`/sr-RS/book-now/order/${guid}?moved=1`);
    await expect(page.getByRole('status')).toHaveText(
      'Rezervacija je pomerena. Novi termin je prikazan ispod.',
    );
    // Booked in English, so its e-mails are English; the language of a booking is its own.
    await mailTo(email, /^Booking moved: /);
  });
});

test.describe('in Russian (ru region)', () => {
  const origin = useDeployment(110, {
    PROJECT_COUNTRY: 'RU',
    MAIL_DIR: mailDir,
    OUTBOX_POLL_MS: '200',
  });

  /** A GraphQL call to the Russian deployment with the page's session, in Russian. */
  async function ruGql<T>(page: Page, query: string, variables: Record<string, unknown> = {}) {
    const response = await page.request.post(`${origin}/graphql`, {
      headers: { 'accept-language': 'ru' },
      data: { query, variables },
    });
    const body = (await response.json()) as { data: T; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  test('a Moscow venue, which sells no gift cards, links to none; its gift page says so', async ({
    page,
  }) => {
    const { suggestions } = await ruGql<{ suggestions: { branches: { slug: string }[] } }>(
      page,
      '{ suggestions(text: "жасмин") { branches { slug } } }',
    );
    const { slug } = suggestions.branches[0]!;
    await page.goto(`${origin}/ru/company/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Подарочные карты' })).toHaveCount(0);
    await page.goto(`${origin}/ru/book-now/${slug}/gifts`);
    await expect(
      page.getByText('Это заведение не продаёт подарочные карты онлайн.', { exact: false }),
    ).toBeVisible();
  });

  test('a customer in Moscow moves a booking and gets the e-mails in Russian', async ({ page }) => {
    const email = `moskva-${Date.now()}@termin.test`;
    await page.goto(`${origin}/auth/login?type=register&redirect=${encodeURIComponent('/ru')}`);
    await page.getByLabel('Имя').fill('Ксения');
    await page.getByLabel('Фамилия').fill('Орлова');
    await page.getByLabel('Электронная почта').fill(email);
    await page.getByLabel('Пароль').fill('moskva-password-1');
    await sendSignUp(page, email, 'ru');
    await expect(page).toHaveURL(`${origin}/ru`);

    // A visit at a Moscow salon, booked in Russian a few days ahead.
    const { suggestions } = await ruGql<{
      suggestions: { branches: { slug: string; title: string }[] };
    }>(page, '{ suggestions(text: "жасмин") { branches { slug title } } }');
    const venue = suggestions.branches.find((b) => b.title === 'Салон красоты Жасмин на Тверской')!;
    const { branch } = await ruGql<{
      branch: { services: { services: { id: string }[] }[] };
    }>(page, 'query($id: ID!) { branch(id: $id) { services { services { id } } } }', {
      id: venue.slug,
    });
    const serviceId = branch.services[0]!.services[0]!.id;
    const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const { availability } = await ruGql<{
      availability: { days: { slots: { startsAt: string }[] }[] };
    }>(
      page,
      'query($b: ID!, $s: [ID!]!, $f: String) { availability(branch: $b, serviceIds: $s, from: $f, days: 14) { days { slots { startsAt } } } }',
      { b: venue.slug, s: [serviceId], f: from },
    );
    const start = availability.days.flatMap((day) => day.slots)[0]!.startsAt;
    const { createOrder } = await ruGql<{
      createOrder: { order: { guid: string } | null };
    }>(
      page,
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { guid } errors { code } } }',
      {
        input: {
          branch: venue.slug,
          items: [{ serviceId, masterId: null }],
          start,
          contact: { name: 'Ксения Орлова', phone: '+79161234567' },
        },
      },
    );
    const guid = createOrder.order!.guid;
    const confirmed = await mailTo(
      email,
      /^Запись подтверждена: Салон красоты Жасмин на Тверской, /,
    );
    expect(confirmed.text).toContain(`${origin}/ru/book-now/order/${guid}`);

    await page.goto(`${origin}/ru/book-now/order/${guid}`);
    await page.getByRole('link', { name: 'Изменить время' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Изменение времени записи');
    const times = page.getByRole('region', { name: 'Новые день и время' });
    await times.getByRole('list').first().getByRole('link').last().click();
    await expect(page).toHaveURL(/[?&]d=\d{4}-\d{2}-\d{2}/);
    const slot = times.getByRole('list').nth(1).getByRole('link').first();
    await expect(slot).toHaveText(/^\d{2}:\d{2}$/);
    await slot.click();
    await expect(page).toHaveURL(/[?&]t=\d{2}%3A\d{2}/);
    await page.getByRole('button', { name: 'Перенести запись' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Запись перенесена. Новое время указано ниже.',
    );
    const moved = await mailTo(email, /^Запись перенесена: Салон красоты Жасмин на Тверской, /);
    expect(moved.text).toContain('Было:');
    expect(calendarOf(moved)).toContain('DTSTART;TZID=Europe/Moscow:');
  });
});
