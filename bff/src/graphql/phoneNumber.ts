// Phone numbers at the GraphQL boundary, read as api and web read them (libphonenumber-js): what a
// customer typed (0641234567, +381 64 1234567) as E.164, or a refusal beside the field.
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Country } from '../config.js';
import type { UserError } from '../upstream/errors.js';

/**
 * The number as E.164 (+381641234567), or null when it is not a valid number; one written without
 * its country code is read as one of the project country.
 */
export function e164Phone(text: string, country: Country): string | null {
  const phone = parsePhoneNumberFromString(text, country);
  return phone?.isValid() ? phone.number : null;
}

/** The refusal of a number that is none, on the field web shows it beside. */
export const invalidPhone: UserError = {
  code: 'VALIDATION',
  message: 'Not a valid phone number',
  field: 'phone',
  cancellableUntil: null,
};
