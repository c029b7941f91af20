// The signed-in customer upstream: who they are (GET /me) and their settings (GET and PATCH
// /me/profile, PUT /me/notifications).
import type { UpstreamCustomer } from './authApi.js';
import type { components, paths } from './__generated__/api.js';
import type { BookingApi, MutationOutcome } from './bookingApi.js';
import { perRequest } from './perRequest.js';

export type UpstreamProfile = components['schemas']['Profile'];
export type UpstreamNotificationSettings = components['schemas']['NotificationSettings'];
export type UpstreamProfilePatch =
  paths['/me/profile']['patch']['requestBody']['content']['application/json'];

/** The signed-in customer. */
export function currentCustomer(api: BookingApi): Promise<UpstreamCustomer> {
  return api.callAsCustomer((authorization) =>
    api.client.GET('/me', { headers: { authorization } }),
  );
}

/** One read of the profile per GraphQL request, however many fields ask for it. */
const profileOfRequest = perRequest((api) => {
  let loading: Promise<UpstreamProfile> | undefined;
  return () =>
    (loading ??= api.callAsCustomer((authorization) =>
      api.client.GET('/me/profile', { params: { header: api.header }, headers: { authorization } }),
    ));
});

/** The customer's settings, notifications included. */
export function customerProfile(api: BookingApi): Promise<UpstreamProfile> {
  return profileOfRequest(api)();
}

/** Changes the given fields; VALIDATION refusals (with the field) come back as `errors`. */
export function updateProfile(
  api: BookingApi,
  idempotencyKey: string | null | undefined,
  patch: UpstreamProfilePatch,
): Promise<MutationOutcome<UpstreamProfile>> {
  // PATCH sets values, so a replay changes nothing more: the api takes no Idempotency-Key here.
  return api.mutateAsCustomer(idempotencyKey, ({ authorization }) =>
    api.client.PATCH('/me/profile', {
      params: { header: api.header },
      headers: { authorization },
      body: patch,
    }),
  );
}

/** Replaces every channel's choices at once. */
export function replaceNotificationSettings(
  api: BookingApi,
  idempotencyKey: string | null | undefined,
  settings: UpstreamNotificationSettings,
): Promise<MutationOutcome<UpstreamProfile>> {
  return api.mutateAsCustomer(idempotencyKey, ({ authorization }) =>
    api.client.PUT('/me/notifications', {
      params: { header: api.header },
      headers: { authorization },
      body: settings,
    }),
  );
}
