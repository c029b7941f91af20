import { randomUUID } from 'node:crypto';
import fastifyApollo from '@as-integrations/fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ViteDevServer } from 'vite';
import type { Config } from './config.js';
import { createApolloServer } from './graphql/apolloServer.js';
import { createContext } from './graphql/createContext.js';
import { loadTrustedDocuments } from './graphql/trustedDocuments.js';
import { registerTrustedDocumentsGate } from './graphql/trustedDocumentsGate.js';
import { badUrlAnswer } from './http/badUrlPage.js';
import { registerBuildManifestRoute } from './http/buildManifestRoute.js';
import { registerCalendarRoutes } from './http/calendarRoutes.js';
import { registerChoiceRoutes } from './http/choiceRoutes.js';
import { registerHealthRoutes } from './http/healthRoutes.js';
import { registerMapRoutes } from './http/mapRoutes.js';
import { registerPaymentQrRoutes } from './http/paymentQrRoutes.js';
import { requestLogSerializer } from './http/requestLogSerializer.js';
import { registerSitemapRoutes } from './http/sitemapRoutes.js';
import { registerStartupGate } from './http/startupGate.js';
import { DevRequestLog, isViteRequest } from './http/devRequestLog.js';
import { registerDoorLimits } from './limits/doorLimits.js';
import { buildMetricsServer, registerMetrics } from './metrics/metricsRoutes.js';
import { createGatewayServices } from './services.js';
import { registerAuthRoutes } from './session/authRoutes.js';
import { registerPageRoutes } from './ssr/pageRoutes.js';

const requestIdPattern = /^[\w.-]{1,64}$/;

/**
 * Powerful features the site does not use are off for it and anything it embeds; geolocation only
 * for the site itself (spec §4: the nearest city), fullscreen for its own map.
 */
const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'usb=()',
].join(', ');

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on shutdown: readiness answers 503 so the load balancer stops sending here. */
    draining: boolean;
  }
}

export interface BuildOptions {
  /** Tests pass false to skip the server render (no web build needed). */
  pages?: boolean;
  logger?: FastifyServerOptions['logger'];
  /**
   * Answer 503 "starting" until api has been ready once (the process does; tests that build the
   * gateway over an api that is already up, or over a stub without /readyz, leave it off).
   */
  startupGate?: boolean;
  /** Development: the Vite server `npm run dev` keeps across bff's reloads (devServer.ts). */
  vite?: ViteDevServer;
}

/** Builds the gateway without listening: the process, tests and tools share this. */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  // The client address (rate limits, and what api is told) comes from X-Forwarded-For only as far
  // as TRUST_PROXY's proxies wrote it: a client's own header is never believed.
  const { trustProxy: trusted } = config;
  const trustProxy: FastifyServerOptions['trustProxy'] =
    typeof trusted === 'number' ? (_address, hop) => hop < trusted : [...trusted];
  const logger = options.logger ?? { level: config.logLevel };
  const app = Fastify({
    logger:
      typeof logger === 'object'
        ? { ...logger, serializers: { ...logger.serializers, req: requestLogSerializer } }
        : logger,
    // A caller's request id is kept when well formed (and sent upstream), else a new one is made.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming)
        ? incoming
        : randomUUID();
    },
    bodyLimit: 100 * 1024,
    trustProxy,
    // While draining, a request that still arrives on an open connection is served, not refused.
    return503OnClosing: false,
    // A link with a malformed %-escape: a translated page, not the router's JSON.
    frameworkErrors: badUrlAnswer(() => services.gatewayMessages),
    ...(config.viteDev ? { logController: new DevRequestLog() } : {}),
  });
  app.decorate('draining', false);
  // Keep-alive clients (the load balancer) open new connections elsewhere once this one drains.
  app.addHook('onSend', async (_request, reply) => {
    if (app.draining) reply.header('connection', 'close');
  });

  const services = await createGatewayServices(config, app.log);
  app.addHook('onClose', () => services.close());

  const https = config.publicConfig.siteUrl.startsWith('https:');
  await app.register(fastifyHelmet, {
    // Pages set their own policy: by nonce, or by hash on public pages (ssr/contentSecurityPolicy.ts).
    contentSecurityPolicy: false,
    // The same as the pages' frame-ancestors 'none'.
    frameguard: { action: 'deny' },
    // Browsers ignore HSTS over plain HTTP; a site served over HTTP must not claim it.
    hsts: https,
    // Not no-referrer: with it browsers send `Origin: null` on same-site form posts, which the
    // logout's cross-site check would refuse.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });
  await app.register(fastifyCookie);
  if (options.startupGate)
    await registerStartupGate(app, config, app.log, services.gatewayMessages);

  // Before every route's work: a refused client gets a small 429, no render, no upstream call.
  // Under Vite a page's hundreds of module requests are not pages a visitor asked for.
  registerDoorLimits(app, services.rateLimiter, services.gatewayMessages, {
    exempt: config.viteDev ? isViteRequest : undefined,
  });
  registerMetrics(app, services.metrics);
  // /metrics is served only on the internal metrics port (server.ts listens on it).
  const metricsServer = buildMetricsServer(services.metrics);
  app.decorate('metricsServer', metricsServer);
  app.addHook('onClose', () => metricsServer.close());
  registerHealthRoutes(app, services);
  registerBuildManifestRoute(app, config);
  registerSitemapRoutes(app, services);
  registerChoiceRoutes(app, config);
  registerCalendarRoutes(app, services);
  registerPaymentQrRoutes(app, services);
  registerMapRoutes(app, services);

  await registerAuthRoutes(app, services);

  const trustedDocuments = loadTrustedDocuments(config.repoRoot);
  registerTrustedDocumentsGate(app, trustedDocuments, config.trustedDocumentsOnly);
  const apollo = createApolloServer(services, app, trustedDocuments);
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    context: async (request, reply) => createContext(services, request, reply),
  });

  if (options.pages !== false) {
    await registerPageRoutes(app, services, apollo, options.vite);
  }
  return app;
}
