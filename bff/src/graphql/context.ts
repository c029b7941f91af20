import type { BookingApi, Language } from '../upstream/bookingApi.js';

/** What every resolver receives: the per-request upstream client and the request's language. */
export interface GraphQLContext {
  api: BookingApi;
  language: Language;
  requestId: string;
}
