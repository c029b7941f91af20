// PhoneInput's value (a country and the number as typed: 0641234567, +381 64 1234567) read as
// @termin/phone-number reads numbers for api and bff too. Its tables are large: pages load this
// through phoneRules.ts when a number is typed or sent, not with the page.
import { parsedPhone, phoneEntry } from '@termin/phone-number';
import type { PhoneValue } from './PhoneInput';

type Region = Parameters<typeof parsedPhone>[1] & string;

/** The picker's value as E.164 (+381641234567), or null when it is not a valid number. */
export function toE164(value: PhoneValue): string | null {
  return parsedPhone(value.number, value.country as Region)?.number ?? null;
}

/**
 * The picker's value written as its country writes it (064 1234567), the country following a
 * number typed with another's code; a number that is not valid stays as typed, to be corrected.
 */
export function formattedPhone(value: PhoneValue): PhoneValue {
  return phoneEntry(value.number, value.country as Region);
}
