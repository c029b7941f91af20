import { randomUUID } from 'node:crypto';
import fastifyApollo from '@as-integrations/fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { createApolloServer } from './graphql/apolloServer.js';
import { createContext } from './graphql/createContext.js';
import { loadTrustedDocuments } from './graphql/trustedDocuments.js';
import { registerTrustedDocumentsGate } from './graphql/trustedDocumentsGate.js';
import { registerBuildManifestRoute } from './http/buildManifestRoute.js';
import { registerHealthRoutes } from './http/healthRoutes.js';
import { registerSitemapRoutes } from './http/sitemapRoutes.js';
import { registerMetrics } from './metrics/metricsRoutes.js';
import { createGatewayServices } from './services.js';
import { registerAuthRoutes } from './session/authRoutes.js';
import { registerPageRoutes } from './ssr/pageRoutes.js';

const requestIdPattern = /^[\w.-]{1,64}$/;

export interface BuildOptions {
  /** Tests pass false to skip the server render (no web build needed). */
  pages?: boolean;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the gateway without listening: the process, tests and tools share this. */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // A caller's request id is kept when well formed (and sent upstream), else a new one is made.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming)
        ? incoming
        : randomUUID();
    },
    bodyLimit: 100 * 1024,
    // Behind the load balancer the client address comes from X-Forwarded-For.
    trustProxy: true,
  });

  const services = await createGatewayServices(config, app.log);
  app.addHook('onClose', () => services.close());

  await app.register(fastifyHelmet, {
    // Pages set their own nonce-based policy (ssr/contentSecurityPolicy.ts).
    contentSecurityPolicy: false,
    // Plain-HTTP development on localhost must keep working.
    hsts: config.production,
    // Not no-referrer: with it browsers send `Origin: null` on same-site form posts, which the
    // logout's cross-site check would refuse.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(fastifyCookie);

  registerMetrics(app, services.metrics);
  registerHealthRoutes(app, services);
  registerBuildManifestRoute(app, config);
  registerSitemapRoutes(app, services);

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
    await registerPageRoutes(app, services, apollo);
  }
  return app;
}
