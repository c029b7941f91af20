// Site plumbing kept as data: promo landing pages and the server-driven redirects (spec §2).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { Photo } from './columns.js';
import { instant } from './columns.js';
import { language } from './customers.js';

/**
 * Promo landing pages, each written for one language (campaign copy is not translated line by
 * line). `/promo` reads slug `promo` in the visitor's language; `/{token}` (spec §2: the Serbian
 * promo page) reads slug = token with language `sr`.
 */
export const promoPages = pgTable(
  'promo_pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    language: language('language').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    /** Markdown. */
    body: text('body').notNull(),
    ctaLabel: text('cta_label').notNull(),
    /** A site path (`/en/search`) or an absolute URL. */
    ctaUrl: text('cta_url').notNull(),
    heroImage: jsonb('hero_image').$type<Photo>(),
    /** Shown only between these instants; null means unbounded. */
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
  },
  (t) => [
    unique('promo_pages_slug_language').on(t.slug, t.language),
    check('promo_pages_slug', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * Redirects the site asks about on each navigation (spec §2, "Redirect check"). `source` is a
 * path without the locale prefix: an exact path, or a prefix ending in `/*` whose remainder
 * replaces a `*` at the end of `target` (`/salon/*` → `/company/*`). Exact rules win, then the
 * longest prefix. An external target is an absolute URL the browser loads in full.
 */
export const routeRules = pgTable(
  'route_rules',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    source: text('source').notNull().unique(),
    target: text('target').notNull(),
    isExternal: boolean('is_external').notNull().default(false),
    statusCode: smallint('status_code').notNull().default(301),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    check('route_rules_source', sql`${t.source} ~ '^/'`),
    check('route_rules_status', sql`${t.statusCode} in (301, 302, 307, 308)`),
    check('route_rules_external', sql`${t.isExternal} = (${t.target} ~ '^https?://')`),
  ],
);
