// The project country and its cities upstream: GET /countries/{projectCountry}.
import DataLoader from 'dataloader';
import type { Country } from '../config.js';
import type { components } from './__generated__/api.js';
import type { BookingApi } from './bookingApi.js';
import { perRequest } from './perRequest.js';

export type UpstreamCountry = components['schemas']['Country'];
export type UpstreamCity = UpstreamCountry['cities'][number];

/** Countries by `country|language`: every parameter of the call is in the key. */
const countries = perRequest(
  (api) =>
    new DataLoader<string, UpstreamCountry>((keys) =>
      Promise.all(
        keys.map((key) => {
          const [country] = key.split('|') as [Country];
          // Public and slow-changing: the shared cache.
          return api.cached(`country:${key}`, () =>
            api.call(() =>
              api.client.GET('/countries/{projectCountry}', {
                params: { header: api.header, path: { projectCountry: country } },
              }),
            ),
          );
        }),
      ),
    ),
);

/** The project country with its cities, in the request's language. */
export function projectCountry(api: BookingApi): Promise<UpstreamCountry> {
  return countries(api).load(`${api.header['x-project-country']}|${api.header['accept-language']}`);
}
