// Languages the api answers in. Serbian (sr-RS, sr-BA, sr-ME) maps to `sr` (spec §1).
export const languages = ['en', 'sr', 'ru'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** A name in every language the api answers in. */
export type LocalizedText = Readonly<Record<Language, string>>;

const isLanguage = (value: string): value is Language =>
  (languages as readonly string[]).includes(value);

/**
 * Picks the answer language from an Accept-Language header: the supported primary subtag with the
 * highest q (first listed wins a tie), else English. `sr-RS` → sr, `ru;q=0.5, de` → ru, `de` → en.
 */
export function resolveLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return defaultLanguage;
  let best: { language: Language; q: number } | undefined;
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!isLanguage(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? defaultLanguage;
}

/** Locale for sorting titles. Serbian titles are written in Latin script; plain `sr` sorts Cyrillic. */
export const collationLocale: Readonly<Record<Language, string>> = {
  en: 'en',
  sr: 'sr-Latn',
  ru: 'ru',
};
