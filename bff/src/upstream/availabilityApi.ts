// Free start times upstream: GET /book/branches/{id}/intervals (spec §7). Availability changes
// with every booking, so it is never cached; one request asking twice with the same parameters
// costs one call (the DataLoader key carries every parameter).
import DataLoader from 'dataloader';
import type { components } from './__generated__/api.js';
import type { BookingApi } from './bookingApi.js';
import { perRequest } from './perRequest.js';

export type UpstreamIntervals = components['schemas']['Intervals'];
export type UpstreamIntervalMaster = components['schemas']['IntervalMaster'];

export interface IntervalsRequest {
  /** The branch id or slug. */
  branch: string;
  /** Service ids in booking order. */
  serviceIds: readonly string[];
  /** A master id, or undefined for any master. */
  masterId?: string | undefined;
  /** First local date, YYYY-MM-DD. */
  from?: string | undefined;
  days?: number | undefined;
}

const loaders = perRequest(
  (api: BookingApi) =>
    new DataLoader<string, UpstreamIntervals>((keys) =>
      Promise.all(
        keys.map((key) => {
          const request = JSON.parse(key) as IntervalsRequest;
          return api.call(() =>
            api.client.GET('/book/branches/{id}/intervals', {
              params: {
                header: api.header,
                path: { id: request.branch },
                query: {
                  services: request.serviceIds.join(','),
                  master: request.masterId ?? 'any',
                  ...(request.from ? { from: request.from } : {}),
                  ...(request.days ? { days: request.days } : {}),
                },
              },
            }),
          );
        }),
      ),
    ),
);

/** Free starts per local date in the branch's zone, with the masters free at each. */
export function branchIntervals(api: BookingApi, request: IntervalsRequest) {
  const key = JSON.stringify({
    branch: request.branch,
    serviceIds: request.serviceIds,
    masterId: request.masterId,
    from: request.from,
    days: request.days,
  });
  return loaders(api).load(key);
}

/** An eligible master with the currency of the prices (the parent's). */
export type AvailableMaster = UpstreamIntervalMaster & { currency: string };

/** Where one of the customer's orders could move: its services' free starts, its own time free. */
export function orderIntervals(
  api: BookingApi,
  guid: string,
  request: Pick<IntervalsRequest, 'masterId' | 'from' | 'days'>,
): Promise<UpstreamIntervals> {
  return api.callAsCustomer((authorization) =>
    api.client.GET('/orders/{guid}/intervals', {
      params: {
        header: api.header,
        path: { guid },
        query: {
          master: request.masterId ?? 'any',
          ...(request.from ? { from: request.from } : {}),
          ...(request.days ? { days: request.days } : {}),
        },
      },
      headers: { authorization },
    }),
  );
}
