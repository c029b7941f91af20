// A booking form (a visit's checkout, an event's places): its contact details as sent, and
// what its action answers when nothing was booked.
import { isEmailAddress } from '@termin/email-address';
import { rethrowNavigation } from '../../components/forms/actionFailure';
import { inProgress } from '../../components/forms/attempt';
import { sentText } from '../../components/forms/formAction';
import type { PhoneValue } from '../../components/phone-input/PhoneInput';
import { phoneRules } from '../../components/phone-input/phoneRules';
import { bookingFailure } from './bookingFailure';

export type Problem = { code: string; field?: string | null };

/** The contact fields as the form sent them. */
export interface SentContact {
  name: string;
  phone: PhoneValue;
  email: string;
  comment: string;
}

/** Reads the contact fields (PhoneInput posts `phone` and `phoneCountry`). */
export async function sentContact(form: FormData): Promise<SentContact> {
  const { formattedPhone } = await phoneRules();
  return {
    name: sentText(form, 'name'),
    // Written as its country does: a number typed before the page's script ran was not.
    phone: formattedPhone({
      country: sentText(form, 'phoneCountry'),
      number: sentText(form, 'phone'),
    }),
    email: sentText(form, 'email'),
    comment: sentText(form, 'comment'),
  };
}

/**
 * The api's contact input, or the fields to correct first (a name, a valid phone, an e-mail
 * address by the rule api reads it with).
 */
export async function contactInput(
  sent: SentContact,
): Promise<
  { contact: { name: string; phone: string; email: string | null } } | { problems: Problem[] }
> {
  const phone = (await phoneRules()).toE164(sent.phone);
  const emailValid = !sent.email || isEmailAddress(sent.email);
  if (sent.name && phone && emailValid)
    return { contact: { name: sent.name, phone, email: sent.email || null } };
  return {
    problems: [
      ...(sent.name ? [] : [{ code: 'VALIDATION', field: 'name' }]),
      ...(phone ? [] : [{ code: 'VALIDATION', field: 'phone' }]),
      ...(emailValid ? [] : [{ code: 'VALIDATION', field: 'email' }]),
    ],
  };
}

/** The api refused the booking: why, what was sent, and the key while it has not settled it. */
export function bookingRefused<S>(errors: readonly Problem[], sent: S, idempotencyKey: string) {
  return {
    problems: errors.length > 0 ? [...errors] : [{ code: 'UNEXPECTED' }],
    sent,
    retryKey: inProgress(errors) ? idempotencyKey : null,
  };
}

/**
 * The booking got no answer (or an ended session, which goes to the login): whether anything was
 * booked, and the key kept, so sending again cannot book twice.
 */
export function bookingUnanswered<S>(
  error: unknown,
  request: Request,
  sent: S,
  idempotencyKey: string,
) {
  rethrowNavigation(error, request);
  return { problems: [{ code: bookingFailure(error) }], sent, retryKey: idempotencyKey };
}
