// Editorial content: blog, help center, for-business pages, pricing plans and legal pages. Every
// text is localized {en, sr, ru}; long texts are Markdown.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n/language.js';
import type { Currency, Photo } from './columns.js';
import type { CountryCode } from './geo.js';
import { hasEveryLanguage, instant, localizedText } from './columns.js';

/** A full-text search document (modules/content/helpSearch.ts writes and reads it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: localizedText('title').notNull(),
    /** One or two sentences for cards and the meta description. */
    excerpt: localizedText('excerpt').notNull(),
    body: localizedText('body').notNull(),
    coverImage: jsonb('cover_image').$type<Photo>().notNull(),
    authorName: text('author_name').notNull(),
    authorRole: localizedText('author_role'),
    /** Category slugs (groups or treatments), so a tag has a localized name and a search link. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Null for a draft; a future date schedules the post. */
    publishedAt: instant('published_at'),
    /** Of the English text at about 200 words a minute. */
    readingMinutes: smallint('reading_minutes').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('blog_posts_published').on(t.publishedAt.desc()),
    index('blog_posts_tags').using('gin', t.tags),
    hasEveryLanguage('blog_posts', t.title, 'title'),
    hasEveryLanguage('blog_posts', t.excerpt, 'excerpt'),
    hasEveryLanguage('blog_posts', t.body, 'body'),
    hasEveryLanguage('blog_posts', t.authorRole, 'author_role'),
  ],
);

export const helpTopics = pgTable(
  'help_topics',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: localizedText('title').notNull(),
    description: localizedText('description').notNull(),
    /** An icon name from web's icon set. */
    icon: text('icon').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    hasEveryLanguage('help_topics', t.title, 'title'),
    hasEveryLanguage('help_topics', t.description, 'description'),
  ],
);

export interface FaqEntry {
  readonly question: LocalizedText;
  readonly answer: LocalizedText;
}

export const helpArticles = pgTable(
  'help_articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => helpTopics.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    title: localizedText('title').notNull(),
    body: localizedText('body').notNull(),
    /** Short questions and answers shown under the article (and as FAQ structured data). */
    faq: jsonb('faq').$type<FaqEntry[]>().notNull().default([]),
    position: smallint('position').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /** The article in each language as its search engine reads it: stemmed, folded, weighted. */
    searchEn: tsvector('search_en'),
    searchSr: tsvector('search_sr'),
    searchRu: tsvector('search_ru'),
  },
  (t) => [
    index('help_articles_topic').on(t.topicId, t.position),
    index('help_articles_search_en').using('gin', t.searchEn),
    index('help_articles_search_sr').using('gin', t.searchSr),
    index('help_articles_search_ru').using('gin', t.searchRu),
    hasEveryLanguage('help_articles', t.title, 'title'),
    hasEveryLanguage('help_articles', t.body, 'body'),
  ],
);

export interface PageSection {
  readonly heading: LocalizedText;
  readonly body: LocalizedText;
  readonly image?: Photo;
}

/** /for-business/{slug}: pages for a kind of business (salons, barbers …) or a feature. */
export const forBusinessPages = pgTable(
  'for_business_pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    kind: text('kind').$type<'audience' | 'feature'>().notNull(),
    title: localizedText('title').notNull(),
    summary: localizedText('summary').notNull(),
    body: localizedText('body').notNull(),
    sections: jsonb('sections').$type<PageSection[]>().notNull().default([]),
    heroImage: jsonb('hero_image').$type<Photo>(),
    position: smallint('position').notNull(),
  },
  (t) => [
    check('for_business_pages_kind', sql`${t.kind} in ('audience', 'feature')`),
    hasEveryLanguage('for_business_pages', t.title, 'title'),
    hasEveryLanguage('for_business_pages', t.summary, 'summary'),
    hasEveryLanguage('for_business_pages', t.body, 'body'),
  ],
);

/**
 * One line of what a plan includes: on every country's page, or only on those of `countries`
 * (IPS QR payments exist in Serbia alone).
 */
export type PricingFeature =
  LocalizedText | { readonly text: LocalizedText; readonly countries: readonly CountryCode[] };

/** /pricing: subscription plans for businesses. */
export const pricingPlans = pgTable(
  'pricing_plans',
  {
    code: text('code').primaryKey(),
    name: localizedText('name').notNull(),
    description: localizedText('description').notNull(),
    /** Monthly price per currency in minor units; 0 for a free plan. */
    monthlyPrices: jsonb('monthly_prices').$type<Record<Currency, number>>().notNull(),
    /** What the plan includes, in display order. */
    features: jsonb('features').$type<PricingFeature[]>().notNull(),
    /** The plan the page recommends. */
    isHighlighted: boolean('is_highlighted').notNull().default(false),
    position: smallint('position').notNull(),
  },
  (t) => [
    hasEveryLanguage('pricing_plans', t.name),
    hasEveryLanguage('pricing_plans', t.description, 'description'),
    check(
      'pricing_plans_monthly_prices',
      sql`${t.monthlyPrices} ?& array['RSD', 'EUR', 'BAM', 'RUB']`,
    ),
  ],
);

/** /terms, /license, /privacy, /cookie-policy. */
export const legalPages = pgTable(
  'legal_pages',
  {
    slug: text('slug').primaryKey(),
    title: localizedText('title').notNull(),
    body: localizedText('body').notNull(),
    /** The date this version takes effect, shown as "Last updated". */
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    hasEveryLanguage('legal_pages', t.title, 'title'),
    hasEveryLanguage('legal_pages', t.body, 'body'),
  ],
);
