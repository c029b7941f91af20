import type { ViewerResolvers } from '../__generated__/resolvers-types.js';
import { customerProfile, type UpstreamProfile } from '../../upstream/profileApi.js';
import type { UpstreamCustomer } from '../../upstream/authApi.js';

// What backs each type resolved here (the codegen mapper; bff/codegen/resolverModules.mjs).
export type ViewerMapper = UpstreamCustomer;

/** spec §3: first character of firstName plus first of lastName if present; empty without a firstName. */
export function initials(firstName: string, lastName: string | null | undefined): string {
  const first = [...firstName.trim()][0];
  if (!first) return '';
  const last = [...(lastName ?? '').trim()][0] ?? '';
  return `${first}${last}`.toUpperCase();
}

export const Viewer: ViewerResolvers = {
  initials: (viewer) => initials(viewer.firstName, viewer.lastName),
  // A viewer that came from the profile endpoints carries them; GET /me does not.
  notificationSettings: async (viewer, _args, { api }) =>
    'notifications' in viewer
      ? (viewer as UpstreamProfile).notifications
      : (await customerProfile(api)).notifications,
};
