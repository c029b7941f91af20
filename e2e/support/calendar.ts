import { expect, type Locator, type Page } from '@playwright/test';

/** How far ahead a booking test books: past every cancellation window (up to 48 h). */
const daysAhead = 3;

const dayMs = 86_400_000;

/**
 * Today's date (YYYY-MM-DD) at a venue, its zone named as the calendar names it now, by its offset
 * from UTC ("UTC+1", "UTC\u22123:30"), or by an IANA id.
 */
function todayIn(zone: string): string {
  const offset = /^UTC(?:([+\u2212-])(\d{1,2})(?::(\d{2}))?)?$/.exec(zone);
  if (!offset) return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const [, sign = '+', hours = '0', minutes = '0'] = offset;
  const ms = (Number(hours) * 60 + Number(minutes)) * 60_000 * (sign === '+' ? 1 : -1);
  return new Date(Date.now() + ms).toISOString().slice(0, 10);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/**
 * A Wednesday (YYYY-MM-DD) one to two weeks ahead in a time zone: its calendar week lies wholly
 * in the future, with other open days around it, whatever day and hour the suite runs on (late
 * on a Friday the current week can hold no free day but the next one).
 */
export function midweekAhead(timeZone: string): string {
  const weekAhead = addDays(todayIn(timeZone), 7);
  const weekday = new Date(`${weekAhead}T00:00:00Z`).getUTCDay();
  return addDays(weekAhead, (3 - weekday + 7) % 7);
}

/**
 * The calendar's day links that have free times, with their dates (the `d` of their links) and
 * how many free times each has (the last number of its name, "…, 3 free times", in any language).
 * The week is the first list of the calendar's region (the booking step's main region).
 */
async function freeDays(calendar: Locator) {
  const links = calendar.getByRole('list').first().getByRole('link');
  const days = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      href: (anchor as HTMLAnchorElement).href,
      name: anchor.getAttribute('aria-label') ?? anchor.textContent ?? '',
    })),
  );
  return days.map(({ href, name }, index) => ({
    date: new URL(href).searchParams.get('d') ?? '',
    free: Number(/(\d+)\D*$/.exec(name)?.[1] ?? 0),
    link: links.nth(index),
  }));
}

/**
 * On the calendar step: opens the first day with free times at least three days ahead in the
 * branch's time zone (the day the calendar names) and picks its `nth` free time, so the booking
 * stays cancellable online whatever the hour the suite runs at. Answers the time's accessible name
 * (its full date and time) and the date and time the URL now carries.
 */
export async function pickTimeAhead(
  page: Page,
  nth = 0,
  calendar: Locator = page.getByRole('main'),
) {
  const zoneNote = page.getByText(/^Times are local to the venue \(.+\)\.$/);
  await expect(zoneNote).toBeVisible();
  const zone = /\((.+)\)\.$/.exec((await zoneNote.textContent()) ?? '')![1]!;
  const earliest = addDays(todayIn(zone), daysAhead);

  for (let week = 0; week < 4; week++) {
    // A day with the `nth` time at all: earlier journeys of the suite fill some days up.
    const day = (await freeDays(calendar)).find(({ date, free }) => date >= earliest && free > nth);
    if (day) {
      await day.link.click();
      await expect(page).toHaveURL(new RegExp(`[?&]d=${day.date}(&|$)`));
      // The slot's name is its date and time as the page writes them ("… at 3:00 PM").
      const slot = page.getByRole('link', { name: / at \d{1,2}:\d{2} [AP]M$/ }).nth(nth);
      await expect(slot).toBeVisible();
      const label = (await slot.getAttribute('aria-label')) ?? '';
      await slot.click();
      await expect(page).toHaveURL(/[?&]t=\d{2}%3A\d{2}/);
      const params = new URL(page.url()).searchParams;
      expect(params.get('d')).toBe(day.date);
      return { label, d: day.date, t: params.get('t')! };
    }
    const nextWeek = page.getByRole('link', { name: 'Next week →' });
    const next = new URL((await nextWeek.getAttribute('href'))!, page.url()).searchParams.get('d');
    await nextWeek.click();
    await expect(page).toHaveURL(new RegExp(`[?&]d=${next}(&|$)`));
  }
  throw new Error(`no free time from ${earliest} in the next four weeks`);
}
