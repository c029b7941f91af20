// The whole database schema, one module per domain. drizzle-kit reads this file to generate
// migrations; the app passes it to drizzle() for typed queries. Conventions (money in minor units,
// local schedules, localized text) are at the top of columns.ts.
export * from './columns.js';
export * from './geo.js';
export * from './catalog.js';
export * from './network.js';
export * from './services.js';
export * from './masters.js';
export * from './hours.js';
export * from './customers.js';
export * from './auth.js';
export * from './orders.js';
export * from './events.js';
export * from './reviews.js';
export * from './giftCards.js';
export * from './payments.js';
export * from './content.js';
export * from './site.js';
export * from './outbox.js';
export * from './searchWords.js';
