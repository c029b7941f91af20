// The general form's fields as the updateProfile input; the phone check loads the phone tables
// (phoneRules.ts) when the form is sent.
import { isEmailAddress } from '@termin/email-address';
import { sentText } from '../../components/forms/formAction';
import { phoneRules } from '../../components/phone-input/phoneRules';
import type { UpdateProfileInput } from '../../__generated__/graphql';
import type { FormResult } from './profileForms';

/**
 * The phone as PhoneInput posts it (`phone`, `phoneCountry`): E.164, '' when left empty (which
 * removes it), or null when it is not a plausible number for the chosen country.
 */
export async function sentPhone(form: FormData): Promise<string | null> {
  const number = sentText(form, 'phone');
  if (!/\d/.test(number)) return '';
  return (await phoneRules()).toE164({ country: sentText(form, 'phoneCountry'), number });
}

/**
 * The fields the api would refuse that can be told here, each with its message. All of them at
 * once: asked one by one, a stranger who left three fields wrong met a new error on each save.
 */
function refusedFields(form: FormData, phone: string | null): Partial<Record<string, string>> {
  const fields: Partial<Record<string, string>> = {};
  if (!sentText(form, 'firstName')) fields.firstName = 'profile.error.firstName';
  if (!isEmailAddress(sentText(form, 'email'))) fields.email = 'profile.error.email';
  if (phone === null) fields.phone = 'profile.error.phone';
  return fields;
}

/**
 * The general form as the updateProfile input (every field; an empty lastName or phone clears
 * it), or, when a field is plainly wrong (no first name, no e-mail address, a phone that is no
 * number), the refusals beside them without asking the api.
 */
export async function profileInputFrom(
  form: FormData,
  idempotencyKey: string,
): Promise<{ input: UpdateProfileInput } | { refused: FormResult }> {
  const phone = await sentPhone(form);
  const fields = refusedFields(form, phone);
  if (phone === null || Object.keys(fields).length > 0) {
    return { refused: { saved: false, fields, form: null } };
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
