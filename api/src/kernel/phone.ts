// api's refusal of a phone number that is none; what counts as one is @termin/phone-number's.
import { e164Phone } from '@termin/phone-number';
import { ApiError } from '../http/errors.js';

/** Refuses an E.164-shaped number that is no real one (a digit short, say) as VALIDATION. */
export function validPhone(phone: string, field: string): string {
  const stored = e164Phone(phone);
  if (stored) return stored;
  throw new ApiError(400, 'VALIDATION', 'Not a valid phone number', [
    { location: 'body', field, message: 'is not a valid phone number' },
  ]);
}
