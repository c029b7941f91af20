import type { IntlShape } from 'react-intl';

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
