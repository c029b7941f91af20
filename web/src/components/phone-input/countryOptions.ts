import { dialCodeTable } from './dialCodeTable';

export interface CountryOption {
  value: string;
  label: string;
}

const optionsByLocale = new Map<string, CountryOption[]>();

/**
 * The dial codes (spec §3) as picker options in the page's language: each country named by
 * Intl.DisplayNames of the locale (the table's English name where the locale has none) and the
 * list sorted by that locale's collation, so Serbian reads "Srbija" among Č and Đ in their places.
 */
export function countryOptions(locale: string): CountryOption[] {
  let options = optionsByLocale.get(locale);
  if (!options) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    const collator = new Intl.Collator(locale);
    options = Object.entries(dialCodeTable)
      .map(([code, entry]) => ({ code, entry, name: regionName(names, code) ?? entry.name }))
      .sort((a, b) => collator.compare(a.name, b.name))
      .map(({ code, entry, name }) => ({
        value: code,
        label: `${entry.emoji} ${name} ${entry.dial_code}`,
      }));
    optionsByLocale.set(locale, options);
  }
  return options;
}

function regionName(names: Intl.DisplayNames, code: string): string | undefined {
  try {
    return names.of(code);
  } catch {
    // A code the ICU data does not know as a region keeps the table's name.
    return undefined;
  }
}
