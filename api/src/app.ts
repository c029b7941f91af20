// Builds the api without listening (conventions §2): server.ts, tests and the OpenAPI writer share
// it. Order: documentation hook, shared schemas and error handling, then the route modules.
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { isEmailAddress } from '@termin/email-address';
import Fastify from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/connect.js';
import { frameworkErrorHandler, registerErrorHandlers } from './http/errorHandler.js';
import { registerInputGuards } from './http/inputGuards.js';
import { loggerOptions } from './http/logRedaction.js';
import { registerLoadShedding } from './http/loadShedding.js';
import { addSharedSchemas } from './http/sharedSchemas.js';
import { sharedSchemaController } from './http/sharedSchemaCompilers.js';
import { authRoutes } from './modules/auth/authRoutes.js';
import { passwordResetRoutes } from './modules/auth/passwordResetRoutes.js';
import { availabilityRoutes } from './modules/bookingEngine/availabilityRoutes.js';
import { branchRoutes } from './modules/branches/branchRoutes.js';
import { contentRoutes } from './modules/content/contentRoutes.js';
import { countryRoutes } from './modules/countries/countryRoutes.js';
import { eventRoutes } from './modules/events/eventRoutes.js';
import { calendarRoutes } from './modules/mail/calendarRoutes.js';
import { dialCodeRoutes } from './modules/dialCodes/dialCodeRoutes.js';
import { favoriteRoutes } from './modules/favorites/favoriteRoutes.js';
import { giftCardRoutes } from './modules/gifts/giftCardRoutes.js';
import { createApiMetrics, registerApiMetrics } from './metrics/metrics.js';
import { healthRoutes } from './modules/health/healthRoutes.js';
import { suggestRoutes } from './modules/suggest/suggestRoutes.js';
import { routeRuleRoutes } from './modules/routeRules/routeRuleRoutes.js';
import { orderRoutes } from './modules/orders/orderRoutes.js';
import { myBookingsRoutes } from './modules/myBookings/myBookingsRoutes.js';
import { paymentRoutes } from './modules/payments/paymentRoutes.js';
import { profileRoutes } from './modules/profile/profileRoutes.js';
import { searchRoutes } from './modules/search/searchRoutes.js';
import { sitemapRoutes } from './modules/sitemap/sitemapRoutes.js';
import { swaggerOptions } from './openapi/swaggerOptions.js';

export interface AppDependencies {
  readonly config: Config;
  readonly db: Database;
  /** Where log lines go (default stdout); tests read them from here. */
  readonly logStream?: DestinationStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on shutdown: readiness answers 503 so callers stop sending before the server closes. */
    draining: boolean;
  }
}

export async function buildApp({ config, db, logStream }: AppDependencies) {
  const app = Fastify({
    // Personal data and secrets are redacted (http/logRedaction.ts).
    logger: loggerOptions(config.logLevel, logStream),
    // bff sends its request id so one search can be followed across both logs.
    requestIdHeader: 'x-request-id',
    // Report every problem in a request part, not just the first. Safe with these small header
    // and query schemas; revisit for large array bodies, where allErrors costs more.
    // E-mail addresses are read by one rule everywhere, api's schemas and web's forms alike.
    ajv: {
      customOptions: { allErrors: true },
      onCreate: (ajv) => ajv.addFormat('email', isEmailAddress),
    },
    // Browsers reach the auth pages through bff's proxy: their address is in X-Forwarded-For.
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorHandler(config),
    // While draining, a request that still arrives on an open connection is served, not refused.
    return503OnClosing: false,
    schemaController: sharedSchemaController,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('draining', false);

  // Must come before any route so it sees them all.
  await app.register(swagger, swaggerOptions);
  addSharedSchemas(app);
  registerErrorHandlers(app, config);
  registerLoadShedding(app, config.loadShedding);
  registerInputGuards(app);

  const metrics = createApiMetrics();
  registerApiMetrics(app, metrics);
  await app.register(healthRoutes, { db, metrics });
  await app.register(countryRoutes, { db });
  await app.register(suggestRoutes, { db });
  const sites = { siteUrl: config.siteUrl, countrySites: config.countrySites };
  await app.register(authRoutes, { db, throttle: config.loginThrottle, ...sites });
  await app.register(passwordResetRoutes, { db, ...sites, limits: config.resetLimits });
  await app.register(availabilityRoutes, { db });
  await app.register(orderRoutes, { db, bookingLimits: config.bookingLimits });
  await app.register(profileRoutes, { db, ...sites });
  await app.register(eventRoutes, { db, bookingLimits: config.bookingLimits });
  await app.register(myBookingsRoutes, { db });
  await app.register(calendarRoutes, {
    db,
    countrySites: config.countrySites,
    siteUrl: config.siteUrl,
    from: config.mail.from,
  });
  await app.register(giftCardRoutes, { db });
  await app.register(favoriteRoutes, { db });
  await app.register(paymentRoutes, { db, config });
  await app.register(branchRoutes, { db });
  await app.register(searchRoutes, { db });
  await app.register(contentRoutes, { db });
  await app.register(routeRuleRoutes, { db });
  await app.register(dialCodeRoutes, { db });
  await app.register(sitemapRoutes, { db });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
