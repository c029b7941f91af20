import { internationalPhone, phoneEntry } from '@termin/phone-number';
import type { ViewerResolvers } from '../__generated__/resolvers-types.js';
import { customerProfile, type UpstreamProfile } from '../../upstream/profileApi.js';
import type { UpstreamCustomer } from '../../upstream/authApi.js';
import type { BookingApi } from '../../upstream/bookingApi.js';

// What backs each type resolved here (the codegen mapper; bff/codegen/resolverModules.mjs).
export type ViewerMapper = UpstreamCustomer;

/** spec §3: first character of firstName plus first of lastName if present; empty without a firstName. */
export function initials(firstName: string, lastName: string | null | undefined): string {
  const first = [...firstName.trim()][0];
  if (!first) return '';
  const last = [...(lastName ?? '').trim()][0] ?? '';
  return `${first}${last}`.toUpperCase();
}

/** A viewer that came from the profile endpoints is its profile; GET /me's is read again. */
const profileOf = async (viewer: ViewerMapper | UpstreamProfile, api: BookingApi) =>
  'notifications' in viewer ? viewer : customerProfile(api);

export const Viewer: ViewerResolvers = {
  initials: (viewer) => initials(viewer.firstName, viewer.lastName),
  // Written here so the pages that only show the number need not load the phone tables.
  formattedPhone: (viewer) => (viewer.phone ? internationalPhone(viewer.phone) : null),
  // Likewise for the forms that show it in a phone field: they load the tables once it is edited.
  phoneEntry: (viewer, _args, { country }) => phoneEntry(viewer.phone ?? '', country),
  notificationSettings: async (viewer, _args, { api }) =>
    (await profileOf(viewer, api)).notifications,
  emailConfirmed: async (viewer, _args, { api }) => (await profileOf(viewer, api)).emailConfirmed,
};
