// The general form's fields as the updateProfile input. Apart from profileForms.ts, so the other
// profile pages do not load the phone tables (dial codes and masks) that the phone check needs.
import { sentText } from '../../components/forms/formAction';
import { toE164 } from '../../components/phone-input/e164';
import type { UpdateProfileInput } from '../../__generated__/graphql';
import type { FormResult } from './profileForms';

/**
 * The phone as PhoneInput posts it (`phone`, `phoneCountry`): E.164, '' when left empty (which
 * removes it), or null when it is not a plausible number for the chosen country.
 */
export function sentPhone(form: FormData): string | null {
  const number = sentText(form, 'phone');
  if (!/\d/.test(number)) return '';
  return toE164({ country: sentText(form, 'phoneCountry'), number });
}

/**
 * The general form as the updateProfile input (every field; an empty lastName or phone clears
 * it), or, when the phone is not a number at all, the refusal beside it without asking the api.
 */
export function profileInputFrom(
  form: FormData,
  idempotencyKey: string,
): { input: UpdateProfileInput } | { refused: FormResult } {
  const phone = sentPhone(form);
  if (phone === null) {
    return { refused: { saved: false, fields: { phone: 'profile.error.phone' }, form: null } };
  }
  return {
    input: {
      firstName: sentText(form, 'firstName'),
      lastName: sentText(form, 'lastName'),
      email: sentText(form, 'email'),
      phone,
      language: sentText(form, 'language'),
      idempotencyKey,
    },
  };
}
