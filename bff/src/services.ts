import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createPublicCache, type PublicCache } from './cache/publicCache.js';
import { createVenueCache, type VenueCache } from './cache/venueCache.js';
import type { Config } from './config.js';
import { createRedis, waitForRedis } from './infra/redis.js';
import { createHeavyWorkGate, type HeavyWorkGate } from './limits/heavyWork.js';
import { createRateLimiter, type RateLimiter } from './limits/rateLimiter.js';
import { createMetrics, type Metrics } from './metrics/metrics.js';
import { LogoutJournal } from './session/logoutJournal.js';
import { PendingLogouts } from './session/pendingLogouts.js';
import { createRevokedSessions } from './session/revokedSessions.js';
import { SessionStore } from './session/sessionStore.js';
import { AuthApi } from './upstream/authApi.js';
import { createUpstreamTransport, type UpstreamTransport } from './upstream/transport.js';
import { createUpstreamHealth, type UpstreamHealth } from './upstream/upstreamHealth.js';
import { loadGatewayMessages, type GatewayMessages } from './http/gatewayMessages.js';

/** What the process shares across requests: built once in buildApp, closed with the app. */
export interface GatewayServices {
  config: Config;
  metrics: Metrics;
  transport: UpstreamTransport;
  cache: PublicCache;
  venues: VenueCache;
  /** Whether api answers ready, checked at most every 2 s (pages' saved-data notice). */
  health: UpstreamHealth;
  rateLimiter: RateLimiter;
  heavyWork: HeavyWorkGate;
  redis?: Redis;
  auth: AuthApi;
  sessions: SessionStore;
  /** The texts bff answers with itself (locales/gateway), read once at boot. */
  gatewayMessages: GatewayMessages;
  close(): Promise<void>;
}

export async function createGatewayServices(
  config: Config,
  log: FastifyBaseLogger,
): Promise<GatewayServices> {
  const metrics = createMetrics();
  const redis = config.redisUrl ? createRedis(config.redisUrl, log) : undefined;
  // Start with Redis when it is there; without it the in-process fallbacks serve meanwhile.
  if (redis && !(await waitForRedis(redis, 3000))) log.warn('redis not ready at boot');
  const transport = createUpstreamTransport({
    timeoutMs: config.upstreamTimeoutMs,
    maxReadsInFlight: config.upstreamMaxInFlight.reads,
    maxWritesInFlight: config.upstreamMaxInFlight.writes,
    metrics,
  });
  const auth = new AuthApi(config.apiUrl, config.authClientId, transport.send);
  const secureCookies = config.publicConfig.siteUrl.startsWith('https:');
  const revoked = createRevokedSessions(redis);
  const pendingLogouts = new PendingLogouts({
    logout: (refreshToken) => auth.logout(refreshToken),
    secrets: config.sessionSecrets,
    revoked,
    journal: new LogoutJournal(config.pendingLogoutsDir),
    redis,
    onError: (error) => log.warn({ err: error }, 'upstream logout still pending'),
  });
  // Logouts a previous run could not finish are refused before the first request is served.
  await pendingLogouts.restore();
  const revocation = { revoked, pendingLogouts };
  return {
    config,
    metrics,
    gatewayMessages: loadGatewayMessages(config.repoRoot),
    transport,
    health: createUpstreamHealth({ apiUrl: config.apiUrl, ttlMs: 2000, timeoutMs: 2000 }),
    redis,
    auth,
    sessions: new SessionStore(config.sessionSecrets, secureCookies, auth, revocation),
    // Kept per build, as the venues below: replicas of the next deploy may read another shape.
    cache: createPublicCache({
      ttlMs: config.publicCacheTtlMs,
      redis,
      metrics,
      namespace: `termin:bff:public:${config.publicConfig.buildId}`,
    }),
    venues: createVenueCache({
      ...config.venueCache,
      build: config.publicConfig.buildId,
      redis,
      metrics,
    }),
    heavyWork: createHeavyWorkGate(config.heavyWork),
    rateLimiter: createRateLimiter(
      {
        suggestions: config.rateLimits.suggestionsPerMinute,
        mutations: config.rateLimits.mutationsPerMinute,
        login: config.rateLimits.loginPerMinute,
        cost: config.rateLimits.costPerMinute,
        pages: config.rateLimits.pagesPerMinute,
        account: config.rateLimits.accountPerMinute,
        graphql: config.rateLimits.graphqlPerMinute,
        giftCards: config.rateLimits.giftCardsPerMinute,
      },
      redis,
      (limit) => metrics.rateLimitRefusals.inc({ limit }),
    ),
    async close() {
      pendingLogouts.close();
      transport.close();
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}
