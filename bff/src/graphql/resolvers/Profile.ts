// The signed-in customer's settings (/profile/settings): the profile and notification mutations.
import type { MutationResolvers, UpdateProfileInput } from '../__generated__/resolvers-types.js';
import type { UserError } from '../../upstream/errors.js';
import type { UpstreamProfilePatch } from '../../upstream/profileApi.js';
import { replaceNotificationSettings, updateProfile } from '../../upstream/profileApi.js';
import { e164Phone } from '@termin/phone-number';
import { invalidPhone } from '../phoneNumber.js';

type Language = NonNullable<UpstreamProfilePatch['language']>;

/**
 * The upstream patch for the input: absent or null leaves a field as it is; an empty lastName or
 * phone clears it. Values are passed on trimmed; validating them is the api's business.
 */
export function profilePatch(input: UpdateProfileInput): UpstreamProfilePatch {
  const patch: UpstreamProfilePatch = {};
  const text = (value: string | null | undefined) => (value == null ? undefined : value.trim());
  const firstName = text(input.firstName);
  const lastName = text(input.lastName);
  const phone = text(input.phone);
  const email = text(input.email);
  const language = text(input.language);
  if (firstName !== undefined) patch.firstName = firstName;
  if (lastName !== undefined) patch.lastName = lastName === '' ? null : lastName;
  if (phone !== undefined) patch.phone = phone === '' ? null : phone;
  if (email !== undefined) patch.email = email;
  if (language !== undefined) patch.language = language as Language;
  return patch;
}

/** One error per field: a value can fail several schema branches (a union) at once. */
export function onePerField(errors: UserError[]): UserError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.code}|${error.field ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const Mutation: Pick<MutationResolvers, 'updateProfile' | 'updateNotificationSettings'> = {
  updateProfile: async (_parent, { input }, { api }) => {
    // The phone as E.164 (read in the project country); a number that is none is refused here,
    // as web and api refuse it, without asking the api.
    const typed = input.phone?.trim();
    const phone = typed ? e164Phone(typed, api.header['x-project-country']) : input.phone;
    if (phone === null && typed) return { viewer: null, errors: [invalidPhone] };
    const patch = profilePatch({ ...input, phone });
    const { data, errors } = await updateProfile(api, input.idempotencyKey, patch);
    return { viewer: data, errors: onePerField(errors) };
  },

  updateNotificationSettings: async (_parent, { input }, { api }) => {
    const { email, sms } = input;
    const { data, errors } = await replaceNotificationSettings(api, input.idempotencyKey, {
      email,
      sms,
    });
    return { notificationSettings: data?.notifications ?? null, errors: onePerField(errors) };
  },
};
