// PhoneInput's value (a country and the number as typed: 0641234567, +381 64 1234567) read as
// @termin/phone-number reads numbers for api and bff too: the E.164 text the api stores, and a
// stored number back as the picker's value, written as its country does.
import { parsedPhone } from '@termin/phone-number';
import type { PhoneValue } from './PhoneInput';

type Region = Parameters<typeof parsedPhone>[1];
const parsed = (value: PhoneValue) => parsedPhone(value.number, value.country as Region);

/** The picker's value as E.164 (+381641234567), or null when it is not a valid number. */
export function toE164(value: PhoneValue): string | null {
  return parsed(value)?.number ?? null;
}

/**
 * The picker's value written as its country writes it (064 1234567), the country following a
 * number typed with another's code; a number that is not valid stays as typed, to be corrected.
 */
export function formattedPhone(value: PhoneValue): PhoneValue {
  const phone = parsed(value);
  if (!phone) return value;
  return phone.country
    ? { country: phone.country, number: phone.formatNational() }
    : { country: value.country, number: phone.formatInternational() };
}

/**
 * A stored number as the picker's value; `region` (the project country) reads one stored without
 * its code (0641234567, as sign-up once kept it). Text that is no number is shown as it is, so
 * saving the form never drops it unseen.
 */
export function fromE164(phone: string | null | undefined, region: string): PhoneValue {
  if (!phone) return { country: region, number: '' };
  return formattedPhone({ country: region, number: phone });
}
