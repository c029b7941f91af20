// What Termin's text messages say, in each language the customer may use: the booking events the
// e-mails tell, in one short line each with the booking's page. {placeholders} are filled by
// renderSms.ts; Serbian is written in Latin script, as on the site.
import type { Language } from '../../i18n/language.js';

export interface SmsTexts {
  booked: string;
  moved: string;
  cancelled: string;
  /** Sent 24 hours before the visit (reminders.ts). */
  reminder: string;
}

const en: SmsTexts = {
  booked: 'Termin: booking confirmed. {venue}, {when}. {url}',
  moved: 'Termin: booking moved to {when}. {venue}. {url}',
  cancelled: 'Termin: booking cancelled. {venue}, {when}. {url}',
  reminder: 'Termin: your visit is in about 24 hours. {venue}, {when}. {url}',
};

const sr: SmsTexts = {
  booked: 'Termin: rezervacija potvrđena. {venue}, {when}. {url}',
  moved: 'Termin: rezervacija pomerena na {when}. {venue}. {url}',
  cancelled: 'Termin: rezervacija otkazana. {venue}, {when}. {url}',
  reminder: 'Termin: vaša poseta je za otprilike 24 sata. {venue}, {when}. {url}',
};

const ru: SmsTexts = {
  booked: 'Termin: запись подтверждена. {venue}, {when}. {url}',
  moved: 'Termin: запись перенесена на {when}. {venue}. {url}',
  cancelled: 'Termin: запись отменена. {venue}, {when}. {url}',
  reminder: 'Termin: ваш визит примерно через 24 часа. {venue}, {when}. {url}',
};

export const smsTexts: Readonly<Record<Language, SmsTexts>> = { en, sr, ru };
