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

export const DateLocaleContext = createContext<DateLocale>(dateLocales.en);

/** The date locale set up for the current navigation. */
export function useDateLocale(): DateLocale {
  return useContext(DateLocaleContext);
}
