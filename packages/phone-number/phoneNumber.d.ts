import type { CountryCode, PhoneNumber } from 'libphonenumber-js';

/**
 * The number, when text is one valid number written in digits; one written without its country
 * code is read as one of `region`.
 */
export function parsedPhone(text: string, region?: CountryCode): PhoneNumber | undefined;
/** The number as E.164 (+381641234567), or null when text is not one valid number in digits. */
export function e164Phone(text: string, region?: CountryCode): string | null;
/** A stored number written for reading (+381 64 1234567); text that is no number stays as it is. */
export function internationalPhone(phone: string): string;
/** A phone field's value: the dial code's country and the number as written in it. */
export interface PhoneEntry {
  country: string;
  number: string;
}
/**
 * Text as a phone field shows it: a valid number written as its country does, with that country;
 * other text as it is, with `region`.
 */
export function phoneEntry(text: string, region: CountryCode): PhoneEntry;
