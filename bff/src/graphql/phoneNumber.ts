// The refusal of a phone number at the GraphQL boundary; what counts as one (read as api and web
// read it) is @termin/phone-number's e164Phone.
import type { UserError } from '../upstream/errors.js';

/** The refusal of a number that is none, on the field web shows it beside. */
export const invalidPhone: UserError = {
  code: 'VALIDATION',
  message: 'Not a valid phone number',
  field: 'phone',
  cancellableUntil: null,
};
