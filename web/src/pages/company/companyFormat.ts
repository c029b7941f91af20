import type { IntlShape } from 'react-intl';

export interface MoneyValue {
  amount: number;
  currency: string;
}

/** A price in minor units as the locale writes it ("RSD 3,500", "3.500 RSD"); cents only if any. */
export function formatMoney(intl: IntlShape, money: MoneyValue): string {
  const digits = money.amount % 100 === 0 ? 0 : 2;
  return intl.formatNumber(money.amount / 100, {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

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

/** The weekday's name (1 = Monday … 7 = Sunday) in a BCP 47 locale. */
export function weekdayName(tag: string, weekday: number): string {
  let format = weekdayFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
    weekdayFormats.set(tag, format);
  }
  // 2024-01-01 was a Monday; noon UTC keeps it the same day in every zone.
  return format.format(new Date(Date.UTC(2024, 0, weekday, 12)));
}

/** Intl formatters are slow to make: one per locale. */
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

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

/** Directions to a point in the visitor's maps app (a universal Google Maps link). */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/** The point on OpenStreetMap, for visitors who would rather not use Google. */
export function mapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}
