import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnvFiles } from '@termin/env-files';
import { z } from 'zod';
import type { OfficeAddress, PublicConfig } from '@termin/web/ssr-contract';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const countries = ['RS', 'ME', 'BA', 'RU'] as const;
const optionalUrl = z.url().optional();

/** proxy-addr's named ranges, an address, or an address with a prefix length or netmask. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  if (rest.length > 0 || !isIP(address)) return false;
  if (range === undefined) return true;
  const maxBits = isIP(address) === 4 ? 32 : 128;
  return (/^\d{1,3}$/.test(range) && Number(range) <= maxBits) || isIP(range) === isIP(address);
}

/**
 * Whose X-Forwarded-For bff believes (Fastify's trustProxy): a hop count ("1": the one proxy in
 * front), or addresses, CIDRs and proxy-addr's names, comma-separated ("loopback, 10.0.0.0/8").
 */
const trustProxySchema = z
  .string()
  .trim()
  .min(1)
  .transform((value, context): number | string[] => {
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `not a hop count, address, CIDR or loopback/linklocal/uniquelocal: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /**
   * The internal port Prometheus scrapes /metrics on (never the site's port); 0 takes any free
   * port (tests).
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /** The metrics port's interface: this machine only unless a deployment names another. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * On SIGTERM: readiness answers 503 this long before the server stops taking requests, so the
   * load balancer stops sending here first (longer than its health-check interval).
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** On shutdown: the longest in-flight requests and streams may take before the process exits. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  /** Which proxies' X-Forwarded-For to believe for the client address (rate limits, api). */
  TRUST_PROXY: trustProxySchema.default(['loopback']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Base URL of the REST booking API (api/ or another implementation of its contract). */
  API_URL: z.url().default('http://127.0.0.1:4000'),
  /** Upstream calls end after this many milliseconds (spec §7 has none; a gateway needs one). */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Upstream reads (GETs) in flight at once per process; more fail fast (UPSTREAM_UNAVAILABLE). */
  UPSTREAM_MAX_READS_IN_FLIGHT: z.coerce.number().int().min(1).default(64),
  /** Upstream writes (mutations, token calls) in flight at once: a share reads cannot take. */
  UPSTREAM_MAX_WRITES_IN_FLIGHT: z.coerce.number().int().min(1).default(16),
  PROJECT_COUNTRY: z.enum(countries).default('RS'),
  REGION: z.enum(['eu', 'ru']).optional(),
  SITE_URL: optionalUrl,
  /** Serve web through Vite's dev middleware (hot reload) instead of the production build. */
  VITE_DEV: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
  WEB_DIST: z
    .string()
    .min(1)
    .default(join(repoRoot, 'web', 'dist')),
  BUILD_ID: z.string().min(1).optional(),
  /** Base URL of the image proxy web's images go through (spec §9); none by default. */
  IMAGE_PROXY_URL: z.url().optional(),
  /**
   * Where bff keeps what must outlive the process: logouts api has not confirmed yet
   * (`bff/pending-logouts`). Replicas may share it.
   */
  DATA_DIR: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(1).default(join(repoRoot, '.data')),
  ),
  /** Shared cache and rate-limit store across replicas; unset keeps both in process. */
  REDIS_URL: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  /** How long public, slow-changing upstream data (cities, settings, rules) is cached. */
  PUBLIC_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /**
   * How long a venue's public data (branch, menu, team, reviews) is used without asking api
   * (0: never kept), and how long after that it may still be served while it is refreshed.
   */
  VENUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  VENUE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  /** After that, how long a venue's data is still shown (with a notice) while api is down. */
  VENUE_CACHE_KEEP_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 86_400)
    .default(3600),
  /** How long a public page rendered for a visitor without a session is reused (0: never). */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /**
   * How long a shared cache (the edge's nginx, a CDN) may serve a public page as fresh (s-maxage),
   * and how long after that it may still serve it while it asks again (stale-while-revalidate).
   */
  PAGE_EDGE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  PAGE_EDGE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /**
   * How long a page render waits for its slow data (a booking step's free times) before it sends
   * the page's shell and streams that data after it; 0 sends the shell at once.
   */
  SLOW_DATA_WAIT_MS: z.coerce.number().int().min(0).max(10_000).default(100),
  /** Suggestions per client address per minute. */
  RATE_LIMIT_SUGGESTIONS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Mutations per client address per minute. */
  RATE_LIMIT_MUTATIONS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /**
   * Operation cost points per client address per minute (limits/operationCost.ts), page renders
   * included; at least one operation's maximum cost (10000).
   */
  RATE_LIMIT_COST_PER_MINUTE: z.coerce.number().int().min(10_000).default(30_000),
  /** Login starts per client address per minute. */
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Page requests (renders, form posts, the pickers' links) per client address per minute. */
  RATE_LIMIT_PAGES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Requests to the auth service's pages and forms and to /auth/* per client address per minute. */
  RATE_LIMIT_ACCOUNT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Gift card codes checked per client address, and per sign-in, per minute. */
  RATE_LIMIT_GIFT_CARDS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** GraphQL requests per client address per minute (their cost is limited on its own). */
  RATE_LIMIT_GRAPHQL_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /**
   * A client's operation costing more than this is heavy (limits/heavyWork.ts): over what the
   * site's calendar asks for one service's week (99).
   */
  HEAVY_OPERATION_COST: z.coerce.number().int().min(1).default(100),
  /** Cost points of heavy operations in flight at once across all clients; more is shed (503). */
  HEAVY_WORK_IN_FLIGHT: z.coerce.number().int().min(1000).default(3000),
  /**
   * Production runs only web's own operations (trusted documents, issue 14); 1 lets it run any
   * query too, for local tooling against a production build. Never set it on a public site.
   */
  GRAPHQL_ALLOW_ANY_OPERATION: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
  /**
   * The search map's MapTiler style key. Without one the site draws its own map (issue 42): the
   * venues over water from OpenStreetMap (bff/src/maps, /maps/water.svg), no tile server needed.
   */
  MAPS_TOKEN: z.string().default(''),
  MANAGE_URL: z.url().default('https://manage.termin.app'),
  /** Where browsers reach the auth service's pages; by default bff's own /account proxy. */
  AUTH_URL: optionalUrl,
  /**
   * Secrets for the encrypted session cookie, comma-separated: the first seals, all open (for
   * rotation). At least 32 characters each. Required in production.
   */
  SESSION_SECRET: z
    .string()
    .optional()
    .transform(
      (value) =>
        value
          ?.split(',')
          .map((secret) => secret.trim())
          .filter(Boolean) ?? [],
    )
    .pipe(z.array(z.string().min(32, 'each secret needs at least 32 characters'))),
  AUTH_CLIENT_ID: z.string().min(1).default('termin-web'),
  STORAGE_BUCKET_URL: z.url().default('https://storage.termin.app'),
  JOBS_SITE_URL: z.url().default('https://jobs.termin.app'),
  SUPPORT_EMAIL: z.email().default('support@termin.app'),
  /** Unset: the project country's line (offices below). */
  SUPPORT_PHONE: z.string().min(1).optional(),
  SALES_EMAIL: z.email().default('sales@termin.app'),
  SALES_PHONE: z.string().min(1).optional(),
});

export type Country = (typeof countries)[number];

/**
 * Termin's office in each project country: a visitor calls a local number, and the footer and the
 * start page's Organization data give the local postal address, written as the country writes it.
 */
const offices: Record<
  Country,
  { support: string; sales: string; address: Omit<OfficeAddress, 'country'> }
> = {
  RS: {
    support: '+381 11 000 0000',
    sales: '+381 11 000 0001',
    address: { street: 'Bulevar kralja Aleksandra 73', postalCode: '11000', city: 'Beograd' },
  },
  ME: {
    support: '+382 20 000 000',
    sales: '+382 20 000 001',
    address: {
      street: 'Bulevar Svetog Petra Cetinjskog 1',
      postalCode: '81000',
      city: 'Podgorica',
    },
  },
  BA: {
    support: '+387 33 000 000',
    sales: '+387 33 000 001',
    address: { street: 'Zmaja od Bosne 7', postalCode: '71000', city: 'Sarajevo' },
  },
  RU: {
    support: '+7 495 000-00-00',
    sales: '+7 495 000-00-01',
    address: { street: 'ул. Тверская, 7', postalCode: '125009', city: 'Москва' },
  },
};

export interface Config {
  env: 'development' | 'production' | 'test';
  production: boolean;
  port: number;
  host: string;
  metricsPort: number;
  /** METRICS_PORT was set: its port is required, not only preferred. */
  metricsPortSet: boolean;
  metricsHost: string;
  /** Graceful shutdown: readiness off first, then in-flight requests finish (bounded). */
  shutdown: { delayMs: number; timeoutMs: number };
  trustProxy: number | readonly string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  apiUrl: string;
  upstreamTimeoutMs: number;
  country: Country;
  viteDev: boolean;
  redisUrl: string | undefined;
  /** Logouts owed to the auth service, kept on disk until it confirms them. */
  pendingLogoutsDir: string;
  publicCacheTtlMs: number;
  venueCache: { freshMs: number; staleMs: number; keepMs: number };
  pageCacheTtlMs: number;
  /** Public pages in shared caches: fresh for sharedSeconds, then stale for staleSeconds. */
  pageEdge: { sharedSeconds: number; staleSeconds: number };
  slowDataWaitMs: number;
  upstreamMaxInFlight: { reads: number; writes: number };
  rateLimits: {
    suggestionsPerMinute: number;
    mutationsPerMinute: number;
    loginPerMinute: number;
    costPerMinute: number;
    pagesPerMinute: number;
    accountPerMinute: number;
    graphqlPerMinute: number;
    giftCardsPerMinute: number;
  };
  heavyWork: { heavyCost: number; inFlight: number };
  /** Whether /graphql refuses operations missing from web's manifest (production, no opt-out). */
  trustedDocumentsOnly: boolean;
  webDist: string;
  repoRoot: string;
  publicConfig: PublicConfig;
  sessionSecrets: readonly string[];
  authUrl: string;
  authClientId: string;
}

/** Only for development and tests: production refuses to start without SESSION_SECRET. */
const developmentSessionSecret = 'termin-development-only-session-secret-0001';

/** The id web's build wrote (dist/build.json), when there is a build. */
function webBuildId(webDist: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(join(webDist, 'build.json'), 'utf8')) as { id?: string }).id;
  } catch {
    return undefined;
  }
}

/** Parses the environment once at boot; a bad value stops the process naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  // Secrets may come as files (SESSION_SECRET_FILE, REDIS_URL_FILE): Docker secrets.
  const files = readEnvFiles(env, ['SESSION_SECRET', 'REDIS_URL']);
  const parsed = envSchema.safeParse(files.env);
  if (!parsed.success || files.problems.length > 0) {
    const problems = [
      ...files.problems,
      ...(parsed.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ].map((problem) => `  ${problem}`);
    throw new Error(`Invalid bff configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.SESSION_SECRET.length === 0) {
    throw new Error('Invalid bff configuration:\n  SESSION_SECRET: required in production');
  }
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const region = e.REGION ?? (e.PROJECT_COUNTRY === 'RU' ? 'ru' : 'eu');
  const production = e.NODE_ENV === 'production';
  const publicConfig: PublicConfig = Object.freeze({
    projectName: 'Termin',
    siteUrl,
    apiUrl: `${siteUrl}/graphql`,
    authUrl: `${siteUrl}/auth/login`,
    authClientId: e.AUTH_CLIENT_ID,
    manageUrl: e.MANAGE_URL,
    onlineBookingUrl: `${siteUrl}/en/book-now`,
    storageBucketUrl: e.STORAGE_BUCKET_URL,
    jobsSiteUrl: e.JOBS_SITE_URL,
    mapsToken: e.MAPS_TOKEN,
    region,
    country: e.PROJECT_COUNTRY,
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE ?? offices[e.PROJECT_COUNTRY].support,
    salesEmail: e.SALES_EMAIL,
    salesPhone: e.SALES_PHONE ?? offices[e.PROJECT_COUNTRY].sales,
    social: {
      instagram: 'https://www.instagram.com/termin.app',
      facebook: 'https://www.facebook.com/termin.app',
    },
    address: { ...offices[e.PROJECT_COUNTRY].address, country: e.PROJECT_COUNTRY },
    hreflangs: { en: 'en', 'sr-RS': 'sr-RS' },
    imageProxyUrl: e.IMAGE_PROXY_URL ?? '',
    buildId: e.BUILD_ID ?? (e.VITE_DEV ? undefined : webBuildId(e.WEB_DIST)) ?? 'dev',
    production,
  });
  return Object.freeze({
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    metricsPort: e.METRICS_PORT,
    metricsPortSet: env.METRICS_PORT !== undefined && env.METRICS_PORT !== '',
    metricsHost: e.METRICS_HOST,
    shutdown: { delayMs: e.SHUTDOWN_DELAY_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    trustProxy: Array.isArray(e.TRUST_PROXY) ? Object.freeze([...e.TRUST_PROXY]) : e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    apiUrl: e.API_URL.replace(/\/$/, ''),
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    upstreamMaxInFlight: Object.freeze({
      reads: e.UPSTREAM_MAX_READS_IN_FLIGHT,
      writes: e.UPSTREAM_MAX_WRITES_IN_FLIGHT,
    }),
    country: e.PROJECT_COUNTRY,
    viteDev: e.VITE_DEV,
    redisUrl: e.REDIS_URL,
    pendingLogoutsDir: join(e.DATA_DIR, 'bff', 'pending-logouts'),
    publicCacheTtlMs: e.PUBLIC_CACHE_TTL_SECONDS * 1000,
    venueCache: Object.freeze({
      freshMs: e.VENUE_CACHE_SECONDS * 1000,
      staleMs: (e.VENUE_CACHE_SECONDS + e.VENUE_CACHE_STALE_SECONDS) * 1000,
      keepMs: e.VENUE_CACHE_KEEP_SECONDS * 1000,
    }),
    pageCacheTtlMs: e.PAGE_CACHE_SECONDS * 1000,
    pageEdge: Object.freeze({
      sharedSeconds: e.PAGE_EDGE_SECONDS,
      staleSeconds: e.PAGE_EDGE_STALE_SECONDS,
    }),
    slowDataWaitMs: e.SLOW_DATA_WAIT_MS,
    rateLimits: Object.freeze({
      suggestionsPerMinute: e.RATE_LIMIT_SUGGESTIONS_PER_MINUTE,
      mutationsPerMinute: e.RATE_LIMIT_MUTATIONS_PER_MINUTE,
      loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
      costPerMinute: e.RATE_LIMIT_COST_PER_MINUTE,
      pagesPerMinute: e.RATE_LIMIT_PAGES_PER_MINUTE,
      accountPerMinute: e.RATE_LIMIT_ACCOUNT_PER_MINUTE,
      graphqlPerMinute: e.RATE_LIMIT_GRAPHQL_PER_MINUTE,
      giftCardsPerMinute: e.RATE_LIMIT_GIFT_CARDS_PER_MINUTE,
    }),
    heavyWork: Object.freeze({
      heavyCost: e.HEAVY_OPERATION_COST,
      inFlight: e.HEAVY_WORK_IN_FLIGHT,
    }),
    trustedDocumentsOnly: production && !e.GRAPHQL_ALLOW_ANY_OPERATION,
    webDist: e.WEB_DIST,
    repoRoot,
    publicConfig,
    sessionSecrets: Object.freeze(
      e.SESSION_SECRET.length > 0 ? e.SESSION_SECRET : [developmentSessionSecret],
    ),
    authUrl: (e.AUTH_URL ?? `${siteUrl}/account`).replace(/\/$/, ''),
    authClientId: e.AUTH_CLIENT_ID,
  });
}
