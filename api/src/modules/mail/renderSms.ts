// An outbox message as the text message the customer reads: one short line in the message's
// language, the visit at the venue's clock, and its page on the venue's country's site.
import type { Language } from '../../i18n/language.js';
import type { OutboxMessage } from './outbox.js';
import { smsTexts } from './smsTexts.js';
import { visitUrl, type VisitPayload } from './visits.js';

const locales: Record<Language, string> = { en: 'en-US', sr: 'sr-Latn-RS', ru: 'ru-RU' };

/** A short date and time at the venue: "Fri, Jun 12, 9:00 AM", "pet 12. jun, 09:00". */
function shortWhen(language: Language, instant: string, timeZone: string): string {
  const at = new Date(instant);
  const locale = locales[language];
  const day = { weekday: 'short', day: 'numeric', month: 'short', timeZone } as const;
  const date = new Intl.DateTimeFormat(locale, day).format(at);
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(at);
  return `${date}, ${time}`;
}

/** The text of a visit's message; other messages go by e-mail only (bookingMessages.ts). */
export function renderSms(
  message: OutboxMessage,
  context: { siteUrl: string; language: Language },
): string {
  if (!message.kind.startsWith('visit.')) throw new Error(`${message.kind} has no text message`);
  const visit = message.payload as VisitPayload;
  const event = message.kind.slice('visit.'.length) as
    'booked' | 'moved' | 'cancelled' | 'reminder';
  const values: Record<string, string> = {
    venue: visit.venue.name,
    when: shortWhen(context.language, visit.startsAt, visit.venue.timeZone),
    url: visitUrl(context.siteUrl, visit),
  };
  return smsTexts[context.language][event].replace(/\{(\w+)\}/g, (_, key: string) => values[key]!);
}
