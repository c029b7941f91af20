// How @fastify/swagger turns the route schemas into the OpenAPI document bff generates its
// upstream types from (api/__generated__/openapi.json).
import type { SwaggerOptions } from '@fastify/swagger';

export const swaggerOptions: SwaggerOptions = {
  openapi: {
    // 3.1 because route schemas are JSON Schema 2020-12 (TypeBox), which 3.1 adopts as is.
    openapi: '3.1.0',
    info: {
      title: 'Termin API',
      version: '1.0.0',
      description:
        'The reference booking API behind Termin. Every marketplace call carries x-project-country; ' +
        'every error answer is an ErrorBody.',
    },
    tags: [
      { name: 'countries', description: 'Project countries and their cities' },
      { name: 'network', description: 'Venues (branches) and treatments (categories)' },
      { name: 'health', description: 'Liveness and readiness probes' },
      { name: 'auth', description: 'The auth service: login pages, tokens, the current customer' },
      { name: 'availability', description: 'Free start times of a venue for chosen services' },
      {
        name: 'orders',
        description: "Booking, viewing, cancelling and reviewing a customer's orders",
      },
      {
        name: 'profile',
        description: "The signed-in customer's profile and notification settings",
      },
      {
        name: 'events',
        description: "Group events (classes, workshops), booking seats and the customer's bookings",
      },
      { name: 'gift-cards', description: 'Checking and buying gift cards' },
      { name: 'payments', description: 'NBS IPS QR payments of orders' },
      { name: 'branches', description: 'One venue: company page, price list, team, reviews' },
      { name: 'search', description: 'Finding venues by treatment, keyword, place and filters' },
      {
        name: 'content',
        description: 'Blog, help center, for-business, pricing, promo and legal pages',
      },
      { name: 'site', description: 'Site plumbing: redirects, dial codes, sitemaps' },
    ],
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'An access token from /token' },
      },
    },
  },
  // Name components after their $id (ErrorBody, City …) instead of def-0, def-1 …
  refResolver: {
    buildLocalReference: (json, _baseUri, _fragment, index) =>
      typeof json['$id'] === 'string' ? json['$id'] : `def-${index}`,
  },
};
