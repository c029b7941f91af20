// Small pure formatting helpers of the branch answers.
import type { Photo } from '../../db/schema/index.js';
import type { Language, LocalizedText } from '../../i18n/language.js';

/** Minutes after local midnight as HH:MM; 1440 is 24:00. */
export function clockOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${String(hours).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** How a reviewer is shown: first name and last initial (`Ana P.`), or the first name alone. */
export function reviewerName(firstName: string, lastName: string | null): string {
  const initial = [...(lastName?.trim() ?? '')][0];
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

/** The interface mode as the web app's branch store names it (spec §3). */
export const bookingMode = (mode: 'single' | 'group' | 'multi') =>
  `online_booking.${mode}` as const;

export const photoIn = (photo: Photo, language: Language) => ({
  url: photo.url,
  alt: photo.alt[language],
  width: photo.width,
  height: photo.height,
});

/** Counts per star, every star present (0 when none), from grouped rows. */
export function breakdownOf(rows: readonly { rating: number; count: number }[]) {
  const breakdown = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const row of rows) {
    const key = String(row.rating) as keyof typeof breakdown;
    if (key in breakdown) breakdown[key] += Number(row.count);
  }
  return breakdown;
}

/**
 * A venue's whole address as maps and calendars look it up: street, city and country in the
 * caller's language (a street alone finds the wrong town: issue 42 item 23).
 */
export const fullAddress = (
  street: string,
  place: { city: LocalizedText; country: LocalizedText },
  language: Language,
) => [street, place.city[language], place.country[language]].join(', ');
