import { createContext, useContext } from 'react';
import type { RoutePrefix } from './locale';

/** How dates are shown and calendars laid out for a locale (spec §9). */
export interface DateLocale {
  /** BCP 47 tag for Intl date formatting. */
  tag: string;
  /** 0 = Sunday, 1 = Monday. */
  weekStartsOn: 0 | 1;
  /** The short UI date pattern. */
  dateFormat: string;
}

// spec §9: the UI defaults are mm/dd/yy with Sunday first (English); Serbian and Russian weeks
// start on Monday and write the day first.
const dateLocales: Record<RoutePrefix, DateLocale> = {
  en: { tag: 'en', weekStartsOn: 0, dateFormat: 'mm/dd/yy' },
  'sr-RS': { tag: 'sr-Latn-RS', weekStartsOn: 1, dateFormat: 'dd.mm.yyyy.' },
  ru: { tag: 'ru', weekStartsOn: 1, dateFormat: 'dd.mm.yyyy' },
};

export function dateLocaleFor(prefix: RoutePrefix): DateLocale {
  return dateLocales[prefix];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Formats a calendar date with the locale's short pattern (mm, dd, yy or yyyy). */
export function formatUiDate(date: Date, locale: DateLocale): string {
  return locale.dateFormat
    .replace('yyyy', String(date.getFullYear()))
    .replace('yy', pad(date.getFullYear() % 100))
    .replace('mm', pad(date.getMonth() + 1))
    .replace('dd', pad(date.getDate()));
}

/** The seven weekday indexes (0 = Sunday) in the order a calendar row shows them. */
export function weekdayOrder(locale: DateLocale): number[] {
  return Array.from({ length: 7 }, (_, day) => (day + locale.weekStartsOn) % 7);
}

export const DateLocaleContext = createContext<DateLocale>(dateLocales.en);

/** The date locale set up for the current navigation. */
export function useDateLocale(): DateLocale {
  return useContext(DateLocaleContext);
}
