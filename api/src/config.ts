// The api's configuration, read from the environment once at boot (conventions §1). Nothing else in
// api/src reads process.env; everything receives the frozen Config built here.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { LoadSheddingLimits } from './http/loadShedding.js';
import type { SmsTransportConfig } from './modules/mail/smsTransport.js';
import type { BookingLimits } from './modules/bookings/bookingLimits.js';
import { countryCodes } from './db/schema/geo.js';
import { countrySitesFrom, type CountrySites } from './kernel/countrySites.js';
import { readEnvFiles } from '@termin/env-files';
import { z } from 'zod';

export interface LoginThrottleLimits {
  /** Login attempts per client address per 15 minutes. */
  readonly attemptsPerAddress: number;
  /** Failed logins per address and email per 15 minutes. */
  readonly failuresPerAccount: number;
  /** Registrations per client address per 15 minutes. */
  readonly registrationsPerAddress: number;
}

// src/config.ts and dist/config.js both sit two levels below the repository root.
const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

// An empty variable (`API_PORT=`) means "not set", as it does for most tools and shells.
const emptyAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/**
 * A Twilio-compatible Messages endpoint with its account's SID and token as user and password:
 * https, or http to this machine only (a local stand-in), so credentials never cross a network
 * in the clear.
 */
const smsUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .refine((text) => {
    const url = new URL(text);
    return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  }, 'must be https (http only to localhost)')
  .refine((text) => {
    const url = new URL(text);
    return url.username !== '' && url.password !== '';
  }, 'must carry the account SID and auth token as https://SID:TOKEN@host/…');

/** An E.164 number, an alphanumeric sender name (up to 11, a letter among them), or an MG… SID. */
const smsSender = z
  .string()
  .trim()
  .regex(
    /^(\+[1-9]\d{6,14}|(?=[\w ]*[A-Za-z])[A-Za-z0-9 ]{1,11}|MG[0-9a-f]{32})$/,
    'must be an E.164 number, a sender name of up to 11 letters and digits, or a Messaging Service SID',
  );

const envSchema = z.object({
  API_PORT: emptyAsUnset(z.coerce.number().int().min(0).max(65535).default(4000)),
  API_HOST: emptyAsUnset(z.string().min(1).default('127.0.0.1')),
  DATABASE_URL: emptyAsUnset(
    z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  DATA_DIR: emptyAsUnset(z.string().min(1).default(join(repositoryRoot, '.data'))),
  NODE_ENV: emptyAsUnset(z.enum(['development', 'test', 'production']).default('development')),
  LOG_LEVEL: emptyAsUnset(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  SEED_DEMO: emptyAsUnset(z.stringbool().default(true)),
  /**
   * The site's port (bff's PORT): api and bff are started with the same environment, so the
   * site's origin defaults to the same http://localhost:$PORT on both.
   */
  PORT: emptyAsUnset(z.coerce.number().int().min(0).max(65535).default(3000)),
  /** The site's public origin (bff): its /auth/callback is where logins return. */
  SITE_URL: emptyAsUnset(z.url().optional()),
  /** The country SITE_URL serves (bff's PROJECT_COUNTRY: both get the same environment). */
  PROJECT_COUNTRY: emptyAsUnset(z.enum(countryCodes).default('RS')),
  /** Countries whose venues' messages this deployment sends; unset: PROJECT_COUNTRY alone. */
  SERVED_COUNTRIES: emptyAsUnset(z.string().optional()),
  /** The site of each served country other than SITE_URL's: `ME=https://…,BA=https://…`. */
  COUNTRY_SITE_URLS: emptyAsUnset(z.string().default('')),
  /** More login return URLs the web client may name, exact, comma-separated. */
  AUTH_REDIRECT_URLS: emptyAsUnset(
    z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .url({ protocol: /^https?$/, error: 'each entry must be an http(s) URL' })
            .refine((url) => !url.includes('#'), 'a return URL has no #fragment'),
        ),
      ),
  ),
  /** Replaced by AUTH_REDIRECT_URLS: refused, so a deployment still setting it notices. */
  AUTH_REDIRECT_PREFIXES: emptyAsUnset(
    z.undefined({
      error: 'was replaced by AUTH_REDIRECT_URLS, which lists exact URLs (no longer prefixes)',
    }),
  ),
  /** The OAuth client id bff signs in as. */
  AUTH_CLIENT_ID: emptyAsUnset(z.string().min(1).default('termin-web')),
  /** Which proxies' X-Forwarded-For to believe (fastify trustProxy): bff's address. */
  TRUST_PROXY: emptyAsUnset(z.string().min(1).default('loopback')),
  /**
   * The demo "simulate paid" switch of IPS payments (no bank notifies a demo). Unset: on outside
   * production, off in production; the local demo (`npm start`, e2e) turns it on explicitly.
   */
  DEMO_PAYMENTS: emptyAsUnset(z.stringbool().optional()),
  /** Login throttle (per 15 minutes): attempts per address, failures per address and email. */
  LOGIN_ATTEMPTS_PER_ADDRESS: emptyAsUnset(z.coerce.number().int().min(1).default(40)),
  LOGIN_FAILURES_PER_ACCOUNT: emptyAsUnset(z.coerce.number().int().min(1).default(8)),
  REGISTRATIONS_PER_ADDRESS: emptyAsUnset(z.coerce.number().int().min(1).default(10)),
  /** "Forgot your password?" links asked for per hour: per browser address, per e-mail. */
  RESET_REQUESTS_PER_ADDRESS: emptyAsUnset(z.coerce.number().int().min(1).default(10)),
  RESET_REQUESTS_PER_EMAIL: emptyAsUnset(z.coerce.number().int().min(1).default(3)),
  /** What one account may hold: unpaid upcoming bookings at a venue and in all, bookings an hour. */
  BOOKING_MAX_UNPAID_PER_VENUE: emptyAsUnset(z.coerce.number().int().min(1).default(3)),
  BOOKING_MAX_UNPAID_TOTAL: emptyAsUnset(z.coerce.number().int().min(1).default(10)),
  BOOKINGS_PER_HOUR: emptyAsUnset(z.coerce.number().int().min(1).default(10)),
  /** New passwords sent with a reset link per browser address per hour (checked before hashing). */
  RESET_ATTEMPTS_PER_ADDRESS: emptyAsUnset(z.coerce.number().int().min(1).default(20)),
  /** Where e-mail goes: an SMTP server (smtp:// or smtps://); unset, .eml files under MAIL_DIR. */
  SMTP_URL: emptyAsUnset(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  /** The sender of Termin's e-mails. */
  MAIL_FROM: emptyAsUnset(z.string().min(3).default('Termin <no-reply@termin.local>')),
  /** Where e-mails are written as .eml files when SMTP_URL is unset (default DATA_DIR/mail). */
  MAIL_DIR: emptyAsUnset(z.string().min(1).optional()),
  /**
   * Where text messages go: a Twilio-compatible Messages endpoint with its credentials,
   * https://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com/2010-04-01/Accounts/ACCOUNT_SID/Messages.json;
   * unset, one file per message under SMS_DIR.
   */
  SMS_URL: emptyAsUnset(smsUrl.optional()),
  /** Whom text messages come from: an E.164 number, a sender name, or a Messaging Service SID. */
  SMS_FROM: emptyAsUnset(smsSender.optional()),
  /** Where text messages are written as files when SMS_URL is unset (default DATA_DIR/sms). */
  SMS_DIR: emptyAsUnset(z.string().min(1).optional()),
  /** How often the outbox worker looks for e-mails to send; 0 turns the worker off. */
  OUTBOX_POLL_MS: emptyAsUnset(z.coerce.number().int().min(0).max(60_000).default(1000)),
  /** Load shedding: requests handled at once, waiting at most, and how long one may wait. */
  API_MAX_IN_FLIGHT: emptyAsUnset(z.coerce.number().int().min(1).default(32)),
  API_MAX_QUEUE: emptyAsUnset(z.coerce.number().int().min(0).default(64)),
  API_QUEUE_TIMEOUT_MS: emptyAsUnset(z.coerce.number().int().min(1).max(60_000).default(1000)),
  /** On SIGTERM: readiness answers 503 this long before the server stops taking requests. */
  SHUTDOWN_DELAY_MS: emptyAsUnset(z.coerce.number().int().min(0).max(60_000).default(5000)),
  /** On shutdown: the longest in-flight requests may take to finish before the process exits. */
  SHUTDOWN_TIMEOUT_MS: emptyAsUnset(z.coerce.number().int().min(1000).max(120_000).default(15_000)),
});

export type LogLevel = z.infer<typeof envSchema>['LOG_LEVEL'];

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly nodeEnv: 'development' | 'test' | 'production';
  readonly logLevel: LogLevel;
  readonly seedDemo: boolean;
  readonly trustProxy: string;
  /** POST /payments/{id}/simulate-paid exists (DEMO_PAYMENTS). */
  readonly demoPayments: boolean;
  readonly loginThrottle: LoginThrottleLimits;
  /** Password reset links asked for per hour (modules/auth/passwordReset.ts). */
  readonly resetLimits: {
    readonly perAddress: number;
    readonly perEmail: number;
    readonly resetsPerAddress: number;
  };
  /** What one account may hold (modules/bookings/bookingLimits.ts). */
  readonly bookingLimits: BookingLimits;
  /** Bounded concurrency: excess requests are refused at once with 503 (http/loadShedding.ts). */
  readonly loadShedding: LoadSheddingLimits;
  /** Graceful shutdown: readiness off first, then in-flight requests finish (bounded). */
  readonly shutdown: { readonly delayMs: number; readonly timeoutMs: number };
  /** The web client (bff) and the exact URLs its logins may return to. */
  readonly authClient: { readonly id: string; readonly redirectUrls: readonly string[] };
  /** The site (bff) of PROJECT_COUNTRY: where logins return and account e-mails link to. */
  readonly siteUrl: string;
  /**
   * The site of each country this deployment serves: a venue's messages link to its country's
   * site, and the outbox worker sends (and reminds of) only these countries' venues.
   */
  readonly countrySites: CountrySites;
  /** Text messages: a Twilio-compatible provider when SMS_URL is set, else files in dir. */
  readonly sms: {
    readonly from: string;
    readonly transport: SmsTransportConfig;
  };
  /** E-mail: SMTP when smtpUrl is set, else .eml files in dir; the worker polls every pollMs. */
  readonly mail: {
    readonly from: string;
    readonly transport:
      | { readonly kind: 'smtp'; readonly url: string }
      | { readonly kind: 'files'; readonly dir: string };
    readonly pollMs: number;
  };
  readonly database:
    | { readonly driver: 'postgres'; readonly url: string }
    | { readonly driver: 'pglite'; readonly dataDir: string };
}

/** A configuration value that cannot be used; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses and freezes the configuration. Throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Values that carry a password may come as files (DATABASE_URL_FILE, SMTP_URL_FILE).
  const files = readEnvFiles(env, ['DATABASE_URL', 'SMTP_URL']);
  const parsed = envSchema.safeParse(files.env);
  if (!parsed.success || files.problems.length > 0) {
    const problems = [
      ...files.problems,
      ...(parsed.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ];
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  // The same default and form as bff's (bff/src/config.ts): logins return where bff expects.
  if (vars.SMS_URL && !vars.SMS_FROM)
    throw new ConfigError('Invalid environment: SMS_FROM: required when SMS_URL is set');
  const siteUrl = (vars.SITE_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, '');
  const countrySites = countrySitesFrom({
    projectCountry: vars.PROJECT_COUNTRY,
    siteUrl,
    served: vars.SERVED_COUNTRIES,
    siteUrls: vars.COUNTRY_SITE_URLS,
  });
  if ('problems' in countrySites)
    throw new ConfigError(`Invalid environment: ${countrySites.problems.join('; ')}`);
  return Object.freeze({
    port: vars.API_PORT,
    host: vars.API_HOST,
    nodeEnv: vars.NODE_ENV,
    logLevel: vars.LOG_LEVEL,
    seedDemo: vars.SEED_DEMO,
    trustProxy: vars.TRUST_PROXY,
    demoPayments: vars.DEMO_PAYMENTS ?? vars.NODE_ENV !== 'production',
    loginThrottle: Object.freeze({
      attemptsPerAddress: vars.LOGIN_ATTEMPTS_PER_ADDRESS,
      failuresPerAccount: vars.LOGIN_FAILURES_PER_ACCOUNT,
      registrationsPerAddress: vars.REGISTRATIONS_PER_ADDRESS,
    }),
    resetLimits: Object.freeze({
      perAddress: vars.RESET_REQUESTS_PER_ADDRESS,
      perEmail: vars.RESET_REQUESTS_PER_EMAIL,
      resetsPerAddress: vars.RESET_ATTEMPTS_PER_ADDRESS,
    }),
    bookingLimits: Object.freeze({
      unpaidPerVenue: vars.BOOKING_MAX_UNPAID_PER_VENUE,
      unpaidTotal: vars.BOOKING_MAX_UNPAID_TOTAL,
      perHour: vars.BOOKINGS_PER_HOUR,
    }),
    loadShedding: Object.freeze({
      maxInFlight: vars.API_MAX_IN_FLIGHT,
      maxQueue: vars.API_MAX_QUEUE,
      queueTimeoutMs: vars.API_QUEUE_TIMEOUT_MS,
    }),
    shutdown: Object.freeze({
      delayMs: vars.SHUTDOWN_DELAY_MS,
      timeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    }),
    authClient: Object.freeze({
      id: vars.AUTH_CLIENT_ID,
      redirectUrls: Object.freeze([`${siteUrl}/auth/callback`, ...vars.AUTH_REDIRECT_URLS]),
    }),
    siteUrl,
    countrySites,
    sms: Object.freeze({
      from: vars.SMS_FROM ?? 'Termin',
      transport: Object.freeze(
        vars.SMS_URL
          ? { kind: 'twilio' as const, url: vars.SMS_URL }
          : { kind: 'files' as const, dir: vars.SMS_DIR ?? join(vars.DATA_DIR, 'sms') },
      ),
    }),
    mail: Object.freeze({
      from: vars.MAIL_FROM,
      transport: Object.freeze(
        vars.SMTP_URL
          ? { kind: 'smtp' as const, url: vars.SMTP_URL }
          : { kind: 'files' as const, dir: vars.MAIL_DIR ?? join(vars.DATA_DIR, 'mail') },
      ),
      pollMs: vars.OUTBOX_POLL_MS,
    }),
    database: Object.freeze(
      vars.DATABASE_URL
        ? { driver: 'postgres' as const, url: vars.DATABASE_URL }
        : { driver: 'pglite' as const, dataDir: join(vars.DATA_DIR, 'pglite') },
    ),
  });
}
