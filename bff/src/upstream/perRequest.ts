import type { BookingApi } from './bookingApi.js';

/**
 * State that lives exactly as long as one GraphQL request (DataLoaders above all): created on
 * first use for that request's BookingApi and dropped with it, so no answer leaks between
 * requests or customers.
 */
export function perRequest<T>(create: (api: BookingApi) => T): (api: BookingApi) => T {
  const instances = new WeakMap<BookingApi, T>();
  return (api) => {
    let instance = instances.get(api);
    if (instance === undefined) {
      instance = create(api);
      instances.set(api, instance);
    }
    return instance;
  };
}
