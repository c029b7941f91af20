// The one validation of phone numbers web has: what PhoneInput holds, as the E.164 text the api
// stores (and back), and the dial code a venue's customers most likely have.
import { applyMask, dialCodeTable, phoneMaskFor } from './phoneMask';
import type { PhoneValue } from './PhoneInput';

/** The picker's value as E.164 (+381641234567), or null when it is not a plausible number. */
export function toE164(value: PhoneValue): string | null {
  const dial = dialCodeTable[value.country]?.dial_code.replace(/\D/g, '');
  const national = value.number.replace(/\D/g, '').replace(/^0+/, '');
  if (!dial || !national) return null;
  const full = `${dial}${national}`;
  return /^[1-9]\d{6,14}$/.test(full) ? `+${full}` : null;
}

/** A stored E.164 number as the picker's value (the longest matching dial code wins). */
export function fromE164(phone: string | null | undefined, fallback: string): PhoneValue {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!phone?.startsWith('+') || !digits) return { country: fallback, number: '' };
  let best: { country: string; length: number } | null = null;
  for (const [country, entry] of Object.entries(dialCodeTable)) {
    const dial = entry.dial_code.replace(/\D/g, '');
    if (!dial || !digits.startsWith(dial)) continue;
    // The longest code wins; the project's own country wins a shared one (+7, +1).
    const longer = !best || dial.length > best.length;
    const preferred = best && dial.length === best.length && country === fallback;
    if (longer || preferred) best = { country, length: dial.length };
  }
  if (!best) return { country: fallback, number: '' };
  const national = digits.slice(best.length);
  return { country: best.country, number: applyMask(national, phoneMaskFor(best.country)) };
}

/** The dial code to offer first for a venue: its country's, from the currency it charges in. */
export const dialCountryOf = (currency: string) =>
  ({ RUB: 'RU', EUR: 'ME', BAM: 'BA' })[currency] ?? 'RS';

/** The dial code to offer first to a customer with no number yet: their language's country. */
export const dialCountryOfLocale = (locale: string) => (locale === 'ru' ? 'RU' : 'RS');
