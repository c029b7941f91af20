import DataLoader from 'dataloader';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { PublicCache } from '../cache/publicCache.js';
import type { Country } from '../config.js';
import type { Metrics } from '../metrics/metrics.js';
import type { components, paths } from './__generated__/api.js';
import { upstreamHttpError, upstreamUnavailableError } from './errors.js';
import type { Send } from './transport.js';

export type UpstreamCountry = components['schemas']['Country'];
export type UpstreamCity = UpstreamCountry['cities'][number];
export type UpstreamSuggestions = components['schemas']['Suggestions'];

export type Language = 'en' | 'sr' | 'ru';

export interface BookingApiOptions {
  baseUrl: string;
  country: Country;
  language: Language;
  requestId: string;
  /** The process's shared way to the upstream (timeouts, circuit breaker). */
  send: Send;
  cache?: PublicCache;
  metrics?: Metrics;
}

/** Records each call's duration and status under its OpenAPI path, not its concrete URL. */
function metricsMiddleware(metrics: Metrics): Middleware {
  const started = new Map<string, { at: number; operation: string }>();
  const observe = (id: string, status: number) => {
    const call = started.get(id);
    if (!call) return;
    started.delete(id);
    metrics.upstreamCallDuration.observe(
      { operation: call.operation, status: String(status) },
      (performance.now() - call.at) / 1000,
    );
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
 * The REST booking API as seen by one GraphQL request: every call carries the project country
 * (spec §7), the request's language and request id. Created per request, so its DataLoaders
 * cache only within that request.
 */
export class BookingApi {
  private readonly client: Client<paths>;

  /** spec §7: every call carries the project country; the language picks the titles' language. */
  private readonly header: { 'x-project-country': Country; 'accept-language': Language };

  /** Countries by `country|language`: every parameter of the call is in the key. */
  private readonly countries = new DataLoader<string, UpstreamCountry>((keys) =>
    Promise.all(keys.map((key) => this.fetchCountry(key))),
  );

  constructor(private readonly options: BookingApiOptions) {
    this.header = { 'x-project-country': options.country, 'accept-language': options.language };
    this.client = createClient<paths>({
      baseUrl: options.baseUrl,
      headers: { 'x-request-id': options.requestId },
      fetch: options.send,
    });
    if (options.metrics) this.client.use(metricsMiddleware(options.metrics));
  }

  /** The project country with its cities, in the request's language (public: shared cache). */
  country(): Promise<UpstreamCountry> {
    return this.countries.load(`${this.options.country}|${this.options.language}`);
  }

  async suggest(text: string, city: string | undefined): Promise<UpstreamSuggestions> {
    return this.call(() =>
      this.client.GET('/network/suggest', {
        params: { header: this.header, query: { s: text, ...(city ? { d: city } : {}) } },
      }),
    );
  }

  private fetchCountry(key: string): Promise<UpstreamCountry> {
    const [country] = key.split('|') as [Country];
    const load = () =>
      this.call(() =>
        this.client.GET('/countries/{projectCountry}', {
          params: { header: this.header, path: { projectCountry: country } },
        }),
      );
    return this.options.cache ? this.options.cache.getOrLoad(`country:${key}`, load) : load();
  }

  /** Runs one upstream call and maps every failure in the one place errors are mapped. */
  private async call<T>(
    send: () => Promise<{ data?: T; error?: unknown; response: Response }>,
  ): Promise<T> {
    let result: Awaited<ReturnType<typeof send>>;
    try {
      result = await send();
    } catch (cause) {
      throw upstreamUnavailableError(cause);
    }
    if (!result.response.ok || result.data === undefined) {
      throw upstreamHttpError(result.response.status, result.error);
    }
    return result.data;
  }
}
