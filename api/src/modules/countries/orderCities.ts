// The city list order (spec §4: the first city is the default start city): biggest first, ties by
// title in the request language's alphabet. Sorted here, not in SQL, because the database's
// collation may be plain C, which would put Čačak and Šabac after Zrenjanin.
import type { Language } from '../../i18n/language.js';
import { collationLocale } from '../../i18n/language.js';

export interface RankedCity {
  readonly title: string;
  readonly population: number;
}

export function orderCities<T extends RankedCity>(cities: readonly T[], language: Language): T[] {
  const collator = new Intl.Collator(collationLocale[language]);
  return [...cities].sort(
    (a, b) => b.population - a.population || collator.compare(a.title, b.title),
  );
}
