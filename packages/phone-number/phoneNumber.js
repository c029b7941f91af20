// What counts as a phone number, for api, bff and web alike: a number as people write it (0641234567,
// 064/123-4567, +381 64 1234567, 8 (912) 345-67-89) that libphonenumber-js finds valid. Text with
// letters is none: libphonenumber would read "ext 5" as an extension E.164 cannot keep and
// "1-800-FLOWERS" as digits, each a number other than the one the customer meant.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

const writtenInDigits = /^[\d+\s().\-/]*$/;

/**
 * @param {string} text
 * @param {import('libphonenumber-js').CountryCode} [region]
 */
export function parsedPhone(text, region) {
  if (!writtenInDigits.test(text)) return undefined;
  const phone = parsePhoneNumberFromString(text, region);
  return phone?.isValid() && !phone.ext ? phone : undefined;
}

/**
 * @param {string} text
 * @param {import('libphonenumber-js').CountryCode} [region]
 */
export function e164Phone(text, region) {
  return parsedPhone(text, region)?.number ?? null;
}

/**
 * A stored number written for reading (+381 64 1234567); text that is no number stays as it is.
 * @param {string} phone
 */
export function internationalPhone(phone) {
  return parsedPhone(phone)?.formatInternational() ?? phone;
}

/**
 * Text as a phone field shows it: a valid number written as its country writes it (064 1234567),
 * with the country it belongs to (a number typed with another's code moves the field there), else
 * the text as it is, to be corrected, with `region`.
 * @param {string} text
 * @param {import('libphonenumber-js').CountryCode} region
 */
export function phoneEntry(text, region) {
  const phone = parsedPhone(text, region);
  if (!phone) return { country: region, number: text };
  return phone.country
    ? { country: phone.country, number: phone.formatNational() }
    : { country: region, number: phone.formatInternational() };
}
