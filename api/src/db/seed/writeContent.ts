// Writes the editorial content: blog, help center, for-business pages, pricing, legal and promo
// pages, redirects.
import type { Database } from '../connect.js';
import {
  blogPosts,
  forBusinessPages,
  helpArticles,
  helpTopics,
  legalPages,
  pricingPlans,
  promoPages,
  routeRules,
} from '../schema/index.js';
import { indexHelpArticles } from '../../modules/content/helpSearch.js';
import type { ContentPlan } from './content/index.js';
import { insertRows } from './insertRows.js';

export async function writeContent(db: Database, content: ContentPlan): Promise<void> {
  await insertRows(
    db,
    blogPosts,
    content.blogPosts.map((post) => ({ ...post, tags: [...post.tags] })),
  );
  const topicRows = await db
    .insert(helpTopics)
    .values(
      content.helpTopics.map((topic, index) => ({
        slug: topic.slug,
        title: topic.title,
        description: topic.description,
        icon: topic.icon,
        position: index + 1,
      })),
    )
    .returning({ id: helpTopics.id, slug: helpTopics.slug });
  const topicId = new Map(topicRows.map((row) => [row.slug, row.id]));
  await insertRows(
    db,
    helpArticles,
    content.helpTopics.flatMap((topic) =>
      topic.articles.map((article, index) => ({
        topicId: topicId.get(topic.slug)!,
        slug: article.slug,
        title: article.title,
        body: article.body,
        faq: [...(article.faq ?? [])],
        position: index + 1,
        updatedAt: new Date(`${article.updatedOn}T09:00:00Z`),
      })),
    ),
  );
  await indexHelpArticles(db);
  await insertRows(
    db,
    forBusinessPages,
    content.forBusinessPages.map((page, index) => ({
      ...page,
      sections: [...page.sections],
      position: index + 1,
    })),
  );
  await insertRows(
    db,
    pricingPlans,
    content.pricingPlans.map((plan, index) => ({
      code: plan.code,
      name: plan.name,
      description: plan.description,
      monthlyPrices: {
        RSD: plan.monthly.RSD * 100,
        EUR: plan.monthly.EUR * 100,
        BAM: plan.monthly.BAM * 100,
        RUB: plan.monthly.RUB * 100,
      },
      features: [...plan.features],
      isHighlighted: plan.isHighlighted,
      position: index + 1,
    })),
  );
  await insertRows(db, legalPages, [...content.legalPages]);
  await insertRows(db, promoPages, [...content.promoPages]);
  await insertRows(
    db,
    routeRules,
    content.routeRules.map((rule) => ({
      ...rule,
      isExternal: /^https?:\/\//.test(rule.target),
    })),
  );
}
