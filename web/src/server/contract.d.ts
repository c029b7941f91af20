// The contract between bff (which hosts the server render) and web's server entry. Kept free of
// React types so bff can depend on it without bundling web.

/**
 * One of web's operations: by its trusted-document hash (`documentId`, hex sha256 from codegen's
 * manifest), whose text bff takes from the manifest, or by its text (`query`) for a document the
 * manifest does not know.
 */
export interface GraphQLRequest {
  documentId?: string;
  query?: string;
  operationName?: string;
  variables?: Record<string, unknown>;
  /** Request headers the operation carries (accept-language picks the answer's language). */
  headers?: Record<string, string>;
  /**
   * A mutation: what the render's queries loaded before it may have changed, so it and the
   * queries after it do not share their DataLoaders with those before.
   */
  mutation?: boolean;
}

export interface GraphQLResponse {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{
    message: string;
    path?: ReadonlyArray<string | number>;
    extensions?: Record<string, unknown>;
  }>;
}

/** Runs an operation in-process against bff's schema with the current request's context. */
export type ExecuteGraphQL = (request: GraphQLRequest) => Promise<GraphQLResponse>;

/** A redirect of the site's route rules (spec §2): where an old or moved path now leads. */
export interface RouteRule {
  /** A site path without the locale prefix, or an absolute URL when external. */
  target: string;
  external: boolean;
  /** 301, 302, 307 or 308. */
  status: number;
}

/**
 * The route rule for a site path without its locale prefix, or null: what GraphQL's
 * routeRedirect answers, looked up by bff directly (every render asks it once).
 */
export type FindRouteRule = (path: string) => Promise<RouteRule | null>;

/** A postal address as its country writes it: Termin's office in the project country. */
export interface OfficeAddress {
  street: string;
  postalCode: string;
  city: string;
  country: PublicConfig['country'];
}

/** The public configuration of spec §1 that web may see. */
export interface PublicConfig {
  projectName: string;
  siteUrl: string;
  apiUrl: string;
  authUrl: string;
  authClientId: string;
  manageUrl: string;
  onlineBookingUrl: string;
  storageBucketUrl: string;
  jobsSiteUrl: string;
  mapsToken: string;
  region: 'eu' | 'ru';
  country: 'RS' | 'ME' | 'BA' | 'RU';
  supportEmail: string;
  supportPhone: string;
  salesEmail: string;
  salesPhone: string;
  social: Record<string, string>;
  address: OfficeAddress;
  hreflangs: Record<string, string>;
  /** Base URL of the image proxy that resizes and re-encodes images (spec §9); '' for none. */
  imageProxyUrl: string;
  buildId: string;
  production: boolean;
}

/** The files a route module needs beyond the client entry's. */
export interface RouteChunks {
  scripts: string[];
  styles: string[];
}

/** What one page's document links: the entry, and its route modules' chunks to preload. */
export interface PageAssets {
  scripts: string[];
  styles: string[];
  /** Chunks of the page's own route modules, fetched alongside the entry (modulepreload). */
  preloads?: string[];
  inlineHead?: string;
}

export interface RenderRequest {
  /** Path and query, e.g. /en/search?s=hair */
  url: string;
  /** Absolute origin the browser used, e.g. http://localhost:3000 */
  origin: string;
  headers: Record<string, string | undefined>;
  /** CSP nonce for every inline script. */
  nonce: string;
  executeGraphQL: ExecuteGraphQL;
  findRouteRule: FindRouteRule;
  publicConfig: PublicConfig;
  /** Script and stylesheet URLs of the client entry (from Vite's manifest, or the dev server). */
  assets: PageAssets & {
    /**
     * The files each lazy route module (by its manifest key, src/…) needs beyond the entry's: the
     * render links those of the routes it matched. Absent under the dev server.
     */
    routeChunks?: Record<string, RouteChunks>;
  };
  /** Crawlers get the whole document at once instead of a stream. */
  waitForAll: boolean;
  /**
   * How long the render waits for a page's slow data (app/data/lateData.ts) before it sends the
   * page's shell and streams that data after it. Absent: 0 (the shell goes out at once).
   */
  slowDataWaitMs?: number;
  /** Whether the visitor has a session (bff keeps it); absent means logged out. */
  session?: { loggedIn: boolean };
  /** A form posted to the page: its route's action runs before the page renders. */
  form?: PageForm;
}

/** A form as the browser posted it (url-encoded), for the route action of the page it was sent to. */
export interface PageForm {
  contentType: 'application/x-www-form-urlencoded';
  body: string;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'html';
      status: number;
      /** The matched route's pattern (e.g. `:locale/company/:slug`): the page type in metrics and traces. */
      route: string;
      /**
       * The same request from any visitor without a session gets this same document: a public
       * page without live availability, rendered for no one in particular, and rendered whole
       * (as for a crawler) so shared caches may keep it.
       */
      cacheable: boolean;
      /** Whether something failed while the document streamed (it may be incomplete). */
      failed: () => boolean;
      /**
       * The exceptions the page met (a loader's, a component's), for the gateway's error log;
       * the page shows their details only outside production.
       */
      errors: unknown[];
      /** Pipes the streamed HTML document into the response. */
      pipe: (destination: NodeJS.WritableStream) => void;
      /** Resolves when the shell is ready (status may still change before then). */
      abort: () => void;
    };

export type Render = (request: RenderRequest) => Promise<RenderResult>;
