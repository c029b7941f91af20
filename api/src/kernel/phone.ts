// The one reading of phone numbers in api: what a customer typed (0641234567, +381 64 123 4567)
// as the E.164 text that is stored, by libphonenumber-js, as bff and web read them too.
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CountryCode } from '../db/schema/geo.js';
import { ApiError } from '../http/errors.js';

/**
 * A number as E.164 (+381641234567), or null when it is not a valid number. A number written
 * without its country code is read as one of `region` (the project country).
 */
export function e164Phone(text: string, region?: CountryCode): string | null {
  const phone = parsePhoneNumberFromString(text, region);
  return phone?.isValid() ? phone.number : null;
}

/** Refuses an E.164-shaped number that is no real one (a digit short, say) as VALIDATION. */
export function validPhone(phone: string, field: string): string {
  const stored = e164Phone(phone);
  if (stored) return stored;
  throw new ApiError(400, 'VALIDATION', 'Not a valid phone number', [
    { location: 'body', field, message: 'is not a valid phone number' },
  ]);
}
