// How e-mails write what they tell: amounts and instants as the site writes them, at the venue's
// clock, in the message's language; templates' {placeholders}; pages of the site; and the parts
// every e-mail is made of.
import { formatMoneyIn } from '@termin/money';
import { giftCards } from '@termin/site-paths';
import type { Language } from '../../i18n/language.js';
import type { MailTexts } from './mailTexts.js';
import type { SitePrefix } from './visits.js';

export const locales: Record<Language, string> = { en: 'en-US', sr: 'sr-Latn-RS', ru: 'ru-RU' };

export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** An amount as the site writes it (@termin/money). */
export const money = (language: Language, minor: number, currency: string) =>
  formatMoneyIn(locales[language], { amount: minor, currency });

/** An instant at the venue's clock, as the site writes it (24-hour in Serbian and Russian). */
export function when(
  texts: MailTexts,
  language: Language,
  instant: string,
  timeZone: string,
): string {
  const at = new Date(instant);
  const date = new Intl.DateTimeFormat(locales[language], { dateStyle: 'full', timeZone }).format(
    at,
  );
  const time = new Intl.DateTimeFormat(locales[language], { timeStyle: 'short', timeZone }).format(
    at,
  );
  return fill(texts.dateAtTime, { date, time });
}

/** The venue's gift card page, showing the card's balance. */
export const giftCardUrl = (
  siteUrl: string,
  card: { prefix: SitePrefix; slug: string; code: string },
) => new URL(giftCards(card.prefix, card.slug, card.code), siteUrl).href;

/** A calendar day (YYYY-MM-DD, or the day of an instant in UTC) written out. */
export const longDate = (language: Language, day: string) =>
  new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(day.length === 10 ? `${day}T00:00:00Z` : day),
  );

/** The parts every e-mail has; text and HTML are written from them. */
export interface MailParts {
  subject: string;
  greeting: string;
  intro: string;
  facts: [string, string][];
  notes: string[];
  action: { label: string; url: string };
}
