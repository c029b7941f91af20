// The whole database schema, one module per domain. drizzle-kit reads this file to generate
// migrations; the app passes it to drizzle() for typed queries.
export * from './geo.js';
export * from './catalog.js';
export * from './network.js';
