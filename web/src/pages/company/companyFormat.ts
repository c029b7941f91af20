import type { IntlShape } from 'react-intl';

/** "45 min", "1 h 30 min" in the page's language. */
export function formatDuration(intl: IntlShape, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(intl.formatMessage({ id: 'company.duration.hours' }, { hours }));
  if (rest > 0 || hours === 0)
    parts.push(intl.formatMessage({ id: 'company.duration.minutes' }, { minutes: rest }));
  return parts.join(' ');
}

/** ISO weekdays (1 = Monday) in the order the locale's week runs (spec §9: sr and ru Monday). */
export function isoWeekdayOrder(weekStartsOn: 0 | 1): number[] {
  return weekStartsOn === 1 ? [1, 2, 3, 4, 5, 6, 7] : [7, 1, 2, 3, 4, 5, 6];
}

/** A rating as "4.8" in the locale. */
export function formatRating(intl: IntlShape, average: number): string {
  return intl.formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** A tel: URI from a displayed number ("+381 11 123 4567" → "tel:+381111234567"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The point on OpenStreetMap, for visitors who would rather not use Google. */
export function mapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}
