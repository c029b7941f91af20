import type { Country } from '../config.js';
import type { RequestSession } from '../session/sessionStore.js';
import type { BookingApi, Language } from '../upstream/bookingApi.js';

/** What every resolver receives: the per-request upstream client and who is asking. */
export interface GraphQLContext {
  api: BookingApi;
  language: Language;
  /** The project country: a phone number stored without its code is one of it. */
  country: Country;
  requestId: string;
  /** The client's address (behind the load balancer: X-Forwarded-For), for rate limits. */
  clientAddress: string;
  /** True for operations the server render runs itself (not counted by rate limits). */
  inProcess: boolean;
  /** The customer's session (from the encrypted cookie); logged out when it has no tokens. */
  session: RequestSession;
}
