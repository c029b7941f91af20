import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import {
  blogPosts,
  categories,
  countries,
  forBusinessPages,
  helpArticles,
  helpTopics,
  legalPages,
  pricingPlans,
  promoPages,
} from '../../db/schema/index.js';
import type { CountryCode, Photo } from '../../db/schema/index.js';
import type { Language } from '../../i18n/language.js';
import type {
  BlogPost,
  BlogPostList,
  BlogQuery,
  ForBusinessPage,
  ForBusinessPages,
  HelpArticle,
  HelpCenter,
  LegalPage,
  Pricing,
  PromoPage,
} from './contentSchemas.js';

const imageIn = (photo: Photo, language: Language) => ({
  url: photo.url,
  alt: photo.alt[language],
  width: photo.width,
  height: photo.height,
});

/** Published: has a date that has come. */
const published = (now: Date) =>
  and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now));

type BlogRow = typeof blogPosts.$inferSelect;

async function tagTitles(db: Database, rows: readonly BlogRow[], language: Language) {
  const slugs = [...new Set(rows.flatMap((row) => row.tags))];
  if (slugs.length === 0) return new Map<string, string>();
  const found = await db
    .select({ slug: categories.slug, name: categories.name })
    .from(categories)
    .where(inArray(categories.slug, slugs));
  return new Map(found.map((row) => [row.slug, row.name[language]]));
}

const summaryOf = (row: BlogRow, titles: Map<string, string>, language: Language) => ({
  slug: row.slug,
  title: row.title[language],
  excerpt: row.excerpt[language],
  coverImage: imageIn(row.coverImage, language),
  authorName: row.authorName,
  authorRole: row.authorRole?.[language] ?? null,
  // A tag naming no category (a removed one) is left out rather than shown untitled.
  tags: row.tags.flatMap((slug) => {
    const title = titles.get(slug);
    return title === undefined ? [] : [{ slug, title }];
  }),
  publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
  readingMinutes: row.readingMinutes,
});

export async function listBlogPosts(
  db: Database,
  query: BlogQuery,
  language: Language,
  now: Date,
): Promise<BlogPostList> {
  const where = and(
    published(now),
    query.tag === undefined ? undefined : sql`${query.tag} = any(${blogPosts.tags})`,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  const titles = await tagTitles(db, rows, language);
  return {
    items: rows.map((row) => summaryOf(row, titles, language)),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function findBlogPost(
  db: Database,
  slug: string,
  language: Language,
  now: Date,
): Promise<BlogPost | undefined> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), published(now)));
  if (!row) return undefined;
  const titles = await tagTitles(db, [row], language);
  return {
    ...summaryOf(row, titles, language),
    body: row.body[language],
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function helpCenter(db: Database, language: Language): Promise<HelpCenter> {
  const [topics, articles] = await Promise.all([
    db.select().from(helpTopics).orderBy(asc(helpTopics.position), asc(helpTopics.id)),
    db
      .select({
        topicId: helpArticles.topicId,
        slug: helpArticles.slug,
        title: helpArticles.title,
      })
      .from(helpArticles)
      .orderBy(asc(helpArticles.position), asc(helpArticles.id)),
  ]);
  return {
    topics: topics.map((topic) => ({
      slug: topic.slug,
      title: topic.title[language],
      description: topic.description[language],
      icon: topic.icon,
      articles: articles
        .filter((article) => article.topicId === topic.id)
        .map((article) => ({ slug: article.slug, title: article.title[language] })),
    })),
  };
}

export async function findHelpArticle(
  db: Database,
  slug: string,
  language: Language,
): Promise<HelpArticle | undefined> {
  const [row] = await db
    .select({ article: helpArticles, topic: helpTopics })
    .from(helpArticles)
    .innerJoin(helpTopics, eq(helpTopics.id, helpArticles.topicId))
    .where(eq(helpArticles.slug, slug));
  return row && helpArticleIn(row.article, row.topic, language);
}

/** An article row and its topic's, in one language. */
export function helpArticleIn(
  article: typeof helpArticles.$inferSelect,
  topic: typeof helpTopics.$inferSelect,
  language: Language,
): HelpArticle {
  return {
    slug: article.slug,
    title: article.title[language],
    body: article.body[language],
    faq: article.faq.map((entry) => ({
      question: entry.question[language],
      answer: entry.answer[language],
    })),
    topic: { slug: topic.slug, title: topic.title[language] },
    updatedAt: article.updatedAt.toISOString(),
  };
}

type ForBusinessRow = typeof forBusinessPages.$inferSelect;
const forBusinessSummary = (row: ForBusinessRow, language: Language) => ({
  slug: row.slug,
  kind: row.kind,
  title: row.title[language],
  summary: row.summary[language],
  heroImage: row.heroImage ? imageIn(row.heroImage, language) : null,
});

export async function listForBusinessPages(
  db: Database,
  language: Language,
): Promise<ForBusinessPages> {
  const rows = await db
    .select()
    .from(forBusinessPages)
    .orderBy(asc(forBusinessPages.position), asc(forBusinessPages.id));
  return { pages: rows.map((row) => forBusinessSummary(row, language)) };
}

export async function findForBusinessPage(
  db: Database,
  slug: string,
  language: Language,
): Promise<ForBusinessPage | undefined> {
  const [row] = await db.select().from(forBusinessPages).where(eq(forBusinessPages.slug, slug));
  if (!row) return undefined;
  return {
    ...forBusinessSummary(row, language),
    body: row.body[language],
    sections: row.sections.map((section) => ({
      heading: section.heading[language],
      body: section.body[language],
      image: section.image ? imageIn(section.image, language) : null,
    })),
  };
}

export async function pricing(
  db: Database,
  country: CountryCode,
  language: Language,
): Promise<Pricing> {
  const [[found], plans] = await Promise.all([
    db.select({ currency: countries.currency }).from(countries).where(eq(countries.code, country)),
    db.select().from(pricingPlans).orderBy(asc(pricingPlans.position), asc(pricingPlans.code)),
  ]);
  const currency = (found?.currency ?? 'EUR') as keyof (typeof plans)[number]['monthlyPrices'];
  return {
    currency,
    plans: plans.map((plan) => ({
      code: plan.code,
      name: plan.name[language],
      description: plan.description[language],
      monthlyPrice: plan.monthlyPrices[currency],
      currency,
      features: plan.features.flatMap((feature) => {
        if (!('countries' in feature)) return [feature[language]];
        return feature.countries.includes(country) ? [feature.text[language]] : [];
      }),
      isHighlighted: plan.isHighlighted,
    })),
  };
}

/**
 * A promo page in the request language, else its Serbian version (the `/{token}` pages are
 * written in Serbian only), else English; only while its campaign runs.
 */
export async function findPromoPage(
  db: Database,
  slug: string,
  language: Language,
  now: Date,
): Promise<PromoPage | undefined> {
  const rows = await db
    .select()
    .from(promoPages)
    .where(
      and(
        eq(promoPages.slug, slug),
        or(isNull(promoPages.startsAt), lte(promoPages.startsAt, now)),
        or(isNull(promoPages.endsAt), gt(promoPages.endsAt, now)),
      ),
    );
  const preference: Language[] = [language, 'sr', 'en', 'ru'];
  const row = preference
    .map((wanted) => rows.find((candidate) => candidate.language === wanted))
    .find((candidate) => candidate !== undefined);
  if (!row) return undefined;
  return {
    slug: row.slug,
    language: row.language,
    title: row.title,
    subtitle: row.subtitle,
    body: row.body,
    ctaLabel: row.ctaLabel,
    ctaUrl: row.ctaUrl,
    heroImage: row.heroImage ? imageIn(row.heroImage, language) : null,
  };
}

export async function findLegalPage(
  db: Database,
  slug: string,
  language: Language,
): Promise<LegalPage | undefined> {
  const [row] = await db.select().from(legalPages).where(eq(legalPages.slug, slug));
  if (!row) return undefined;
  return {
    slug: row.slug,
    title: row.title[language],
    body: row.body[language],
    effectiveOn: row.effectiveOn,
  };
}
