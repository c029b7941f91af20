import type { FastifyRequest } from 'fastify';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { PublicCache } from '../cache/publicCache.js';
import type { VenueCache } from '../cache/venueCache.js';
import type { Country } from '../config.js';
import type { Metrics } from '../metrics/metrics.js';
import type { GatewayServices } from '../services.js';
import type { RequestSession } from '../session/sessionStore.js';
import type { paths } from './__generated__/api.js';
import { randomUUID } from 'node:crypto';
import {
  unauthenticatedError,
  upstreamHttpError,
  upstreamUnavailableError,
  userErrorsFrom,
  type UserError,
} from './errors.js';
import type { Send } from './transport.js';
import type { UpstreamHealth } from './upstreamHealth.js';

export type Language = 'en' | 'sr' | 'ru';

export interface BookingApiOptions {
  baseUrl: string;
  country: Country;
  language: Language;
  requestId: string;
  /** The browser's address as bff determined it (TRUST_PROXY), sent as X-Forwarded-For. */
  clientAddress?: string;
  /** The process's shared way to the upstream (timeouts, circuit breaker). */
  send: Send;
  cache?: PublicCache;
  /** A company page's public parts, kept briefly (cache/venueCache.ts). */
  venues?: VenueCache;
  metrics?: Metrics;
  /** The caller's session; customer calls carry its access token. */
  session?: RequestSession;
  /** Whether api answers ready now (upstreamHealth.ts). */
  health?: UpstreamHealth;
}

/**
 * The venue cache's entry for pages of search results: they show many venues, so they share one
 * generation, which a change to any venue drops (not a branch id: those are digits).
 */
export const searchResultsOfAllVenues = 'search-results';

export type UpstreamResult<T> = { data?: T; error?: unknown; response: Response };

/** A mutation's outcome: what it made, or the expected refusals (typed, for the payload). */
export type MutationOutcome<T> = { data: T; errors: [] } | { data: null; errors: UserError[] };

/** What a customer call is given: the bearer header and, for mutations, the Idempotency-Key. */
export interface CustomerHeaders {
  authorization: string;
  'idempotency-key'?: string;
}

/** Records each call's duration and status under its OpenAPI path, not its concrete URL. */
function metricsMiddleware(metrics: Metrics): Middleware {
  const started = new Map<string, { at: number; operation: string }>();
  const observe = (id: string, status: number) => {
    const call = started.get(id);
    if (!call) return;
    started.delete(id);
    metrics.observeUpstreamCall(call.operation, status, (performance.now() - call.at) / 1000);
  };
  return {
    onRequest: ({ id, schemaPath, request }) => {
      started.set(id, { at: performance.now(), operation: `${request.method} ${schemaPath}` });
    },
    onResponse: ({ id, response }) => observe(id, response.status),
    onError: ({ id }) => observe(id, 0),
  };
}

/**
 * The REST booking API as seen by one request: every call carries the project country (spec §7),
 * the request's language and request id. Created per request, so the per-request DataLoaders of
 * the area modules (upstream/*Api.ts, which make every call) cache only within that request. This
 * class holds only what they share: the typed client, the shared cache, the error mapping and the
 * customer's token refresh.
 */
export class BookingApi {
  /** The typed REST client; the area modules call it through the helpers below. */
  readonly client: Client<paths>;

  /** spec §7: every call carries the project country; the language picks the titles' language. */
  readonly header: { 'x-project-country': Country; 'accept-language': Language };

  constructor(private readonly options: BookingApiOptions) {
    this.header = { 'x-project-country': options.country, 'accept-language': options.language };
    this.client = createClient<paths>({
      baseUrl: options.baseUrl,
      headers: {
        'x-request-id': options.requestId,
        // api believes bff's X-Forwarded-For: only ever the address bff determined itself.
        ...(options.clientAddress ? { 'x-forwarded-for': options.clientAddress } : {}),
      },
      fetch: options.send,
    });
    if (options.metrics) this.client.use(metricsMiddleware(options.metrics));
  }

  /** Public, slow-changing answers go through the shared cache (never anything per customer). */
  cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.options.cache ? this.options.cache.getOrLoad(key, load) : load();
  }

  /**
   * A venue's public part (its branch, menu, team, a page of reviews) through the venue cache;
   * the country and language are part of the key, as the answer's titles depend on them.
   */
  venuePart<T>(branchId: string, part: string, load: () => Promise<T>): Promise<T> {
    const { 'x-project-country': country, 'accept-language': language } = this.header;
    const venues = this.options.venues;
    return venues ? venues.get(branchId, `${country}|${language}|${part}`, load) : load();
  }

  /**
   * A venue's public part that must be current (places left): always asked, and the last answer
   * shown only while api cannot give one.
   */
  currentVenuePart<T>(branchId: string, part: string, load: () => Promise<T>): Promise<T> {
    const { 'x-project-country': country, 'accept-language': language } = this.header;
    const venues = this.options.venues;
    return venues ? venues.current(branchId, `${country}|${language}|${part}`, load) : load();
  }

  /** False while api does not answer: pages are then shown from saved data, booking is off. */
  async upstreamReady(): Promise<boolean> {
    return this.options.health ? this.options.health.ready() : true;
  }

  /**
   * After bff changed a venue's public data (a review posted): its next view loads afresh, and
   * so does every kept page of search results (the venue's card may be on any of them).
   */
  async venueChanged(branchId: string): Promise<void> {
    await Promise.all([
      this.options.venues?.invalidate(branchId),
      this.options.venues?.invalidate(searchResultsOfAllVenues),
    ]);
  }

  /**
   * A customer's mutation. It carries an Idempotency-Key (the client's, else a fresh one) so a
   * replay cannot act twice, and it is never retried except the single replay after a refreshed
   * token (a 401 means the upstream did nothing). Expected refusals come back as `errors`.
   */
  async mutateAsCustomer<T>(
    idempotencyKey: string | null | undefined,
    send: (headers: CustomerHeaders) => Promise<UpstreamResult<T>>,
  ): Promise<MutationOutcome<T>> {
    const key = idempotencyKey ?? randomUUID();
    const result = await this.reachAsCustomer((authorization) =>
      send({ authorization, 'idempotency-key': key }),
    );
    return this.outcome(result);
  }

  /** A mutation anyone may make (no session): same Idempotency-Key and refusal rules. */
  async mutate<T>(
    idempotencyKey: string | null | undefined,
    send: (headers: { 'idempotency-key': string }) => Promise<UpstreamResult<T>>,
  ): Promise<MutationOutcome<T>> {
    const result = await this.reach(() =>
      send({ 'idempotency-key': idempotencyKey ?? randomUUID() }),
    );
    return this.outcome(result);
  }

  private outcome<T>(result: UpstreamResult<T>): MutationOutcome<T> {
    if (result.response.ok && result.data !== undefined) return { data: result.data, errors: [] };
    const errors = userErrorsFrom(result.response.status, result.error);
    if (!errors) throw upstreamHttpError(result.response.status, result.error);
    return { data: null, errors };
  }

  /** Runs one upstream call and maps every failure in the one place errors are mapped. */
  async call<T>(send: () => Promise<UpstreamResult<T>>): Promise<T> {
    return this.unwrap(await this.reach(send));
  }

  /**
   * A call on behalf of the signed-in customer. spec §4: a 401 triggers one refresh (shared with
   * the session's other requests) and a single replay; when that fails the session ends and the
   * caller gets UNAUTHENTICATED.
   */
  async callAsCustomer<T>(send: (authorization: string) => Promise<UpstreamResult<T>>): Promise<T> {
    return this.unwrap(await this.reachAsCustomer(send));
  }

  /** A customer call answered as it came (after the spec §4 refresh rule), for callers that read 4xx. */
  private async reachAsCustomer<T>(
    send: (authorization: string) => Promise<UpstreamResult<T>>,
  ): Promise<UpstreamResult<T>> {
    const session = this.options.session;
    const token = await session?.accessToken();
    if (!session || !token) throw unauthenticatedError();
    let result = await this.reach(() => send(`Bearer ${token}`));
    if (result.response.status === 401) {
      const renewed = await session.refresh();
      if (!renewed) throw unauthenticatedError();
      result = await this.reach(() => send(`Bearer ${renewed}`));
      if (result.response.status === 401) {
        await session.end();
        throw unauthenticatedError();
      }
    }
    return result;
  }

  /** An upstream answer, or UPSTREAM_UNAVAILABLE when there was none. */
  async reach<T>(send: () => Promise<UpstreamResult<T>>): Promise<UpstreamResult<T>> {
    try {
      return await send();
    } catch (cause) {
      throw upstreamUnavailableError(cause);
    }
  }

  /** The body of a 2xx answer; any other answer becomes the mapped GraphQL error. */
  unwrap<T>(result: UpstreamResult<T>): T {
    if (!result.response.ok || result.data === undefined) {
      throw upstreamHttpError(result.response.status, result.error);
    }
    return result.data;
  }
}

/** The upstream as one incoming request sees it (GraphQL, server rendering, sitemaps). */
export function bookingApiFor(
  { config, transport, cache, venues, metrics, health }: GatewayServices,
  request: FastifyRequest,
  language: Language,
  session?: RequestSession,
): BookingApi {
  return new BookingApi({
    baseUrl: config.apiUrl,
    country: config.country,
    language,
    requestId: request.id,
    clientAddress: request.ip,
    send: transport.send,
    health,
    cache,
    venues,
    metrics,
    ...(session ? { session } : {}),
  });
}
