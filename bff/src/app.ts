import { randomUUID } from 'node:crypto';
import fastifyApollo from '@as-integrations/fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { createApolloServer } from './graphql/apolloServer.js';
import { createContext } from './graphql/createContext.js';
import { registerHealthRoutes } from './http/healthRoutes.js';
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
    trustProxy: true,
  });

  await app.register(fastifyHelmet, {
    // Pages set their own nonce-based policy (ssr/contentSecurityPolicy.ts).
    contentSecurityPolicy: false,
    // Plain-HTTP development on localhost must keep working.
    hsts: config.production,
  });
  await app.register(fastifyCookie);

  registerHealthRoutes(app, config);

  const apollo = createApolloServer(config, app);
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    context: async (request) => createContext(config, request),
  });

  if (options.pages !== false) {
    await registerPageRoutes(app, config, apollo);
  }
  return app;
}
