// Gift cards upstream: check a code (public), buy a card (a customer's, idempotent), and the
// cards a customer bought (one by its code, or the list).
import type { components, paths } from './__generated__/api.js';
import type { BookingApi, MutationOutcome } from './bookingApi.js';
import { nullWhenNotFound } from './errors.js';

export type UpstreamGiftCard = components['schemas']['GiftCard'];
/** A card as its buyer reads it: also where and when it is e-mailed. */
export type UpstreamBoughtGiftCard = components['schemas']['BoughtGiftCard'];
export type UpstreamBuyGiftCard =
  paths['/gift-cards']['post']['requestBody']['content']['application/json'];

/** A code as typed, trimmed; undefined when it cannot be one (empty, or past any code's length). */
function codeOf(typed: string): string | undefined {
  const trimmed = typed.trim();
  return trimmed === '' || trimmed.length > 30 ? undefined : trimmed;
}

/** A card by code, or null when unknown (never cached: its balance changes). */
export function giftCard(api: BookingApi, code: string): Promise<UpstreamGiftCard | null> {
  const trimmed = codeOf(code);
  if (!trimmed) return Promise.resolve(null);
  return nullWhenNotFound(
    api.call(() =>
      api.client.GET('/gift-cards/{code}', {
        params: { header: api.header, path: { code: trimmed } },
      }),
    ),
  );
}

/** A card the customer bought, or null when they bought none of this code. */
export function boughtGiftCard(
  api: BookingApi,
  code: string,
): Promise<UpstreamBoughtGiftCard | null> {
  const trimmed = codeOf(code);
  if (!trimmed) return Promise.resolve(null);
  return nullWhenNotFound(
    api.callAsCustomer((authorization) =>
      api.client.GET('/me/gift-cards/{code}', {
        params: { header: api.header, path: { code: trimmed } },
        headers: { authorization },
      }),
    ),
  );
}

/** The cards the customer bought, newest first. */
export async function boughtGiftCards(api: BookingApi): Promise<UpstreamBoughtGiftCard[]> {
  const list = await api.callAsCustomer((authorization) =>
    api.client.GET('/me/gift-cards', {
      params: { header: api.header },
      headers: { authorization },
    }),
  );
  return list.giftCards;
}

/** Buys a card for a branch; it stays pending until its payment is made. */
export function buyGiftCard(
  api: BookingApi,
  idempotencyKey: string | null | undefined,
  body: UpstreamBuyGiftCard,
): Promise<MutationOutcome<UpstreamGiftCard>> {
  return api.mutateAsCustomer(idempotencyKey, ({ authorization, 'idempotency-key': key = '' }) =>
    api.client.POST('/gift-cards', {
      params: { header: { ...api.header, 'idempotency-key': key } },
      headers: { authorization },
      body,
    }),
  );
}
