// The editorial content, dated relative to the seed day like the rest of the demo (blog posts
// appear as published over the last months).
import type { Photo } from '../../schema/columns.js';
import type { LocalDate } from '@termin/zoned-time';
import { addDays } from '@termin/zoned-time';
import { beautyPosts } from './blogBeauty.js';
import { wellnessPosts } from './blogWellness.js';
import { everydayPosts } from './blogEveryday.js';
import { forBusinessPages } from './forBusiness.js';
import { accountTopics } from './helpAccount.js';
import { bookingTopics } from './helpBooking.js';
import { legalPages } from './legal.js';
import { pricingPlans } from './pricing.js';
import { promoPages } from './promo.js';
import { routeRules } from './routeRules.js';
import type {
  BlogPostSeed,
  ForBusinessPageSeed,
  HelpTopicSeed,
  LegalPageSeed,
  PricingPlanSeed,
  PromoPageSeed,
  RouteRuleSeed,
} from './types.js';

export interface PlannedBlogPost extends BlogPostSeed {
  readonly coverImage: Photo;
  readonly publishedAt: Date;
  /** When its text last changed: the demo's posts are as published (never the seed's own time). */
  readonly updatedAt: Date;
  readonly readingMinutes: number;
}

export interface ContentPlan {
  readonly blogPosts: readonly PlannedBlogPost[];
  readonly helpTopics: readonly HelpTopicSeed[];
  readonly forBusinessPages: readonly (ForBusinessPageSeed & { readonly heroImage: Photo })[];
  readonly pricingPlans: readonly PricingPlanSeed[];
  readonly legalPages: readonly LegalPageSeed[];
  readonly promoPages: readonly PromoPageSeed[];
  readonly routeRules: readonly RouteRuleSeed[];
}

const wordsPerMinute = 200;

export function buildContent(seedDay: LocalDate): ContentPlan {
  // Newest first: the first post was published three days before the seed day, then one every
  // eleven days or so.
  const posts = [...beautyPosts, ...wellnessPosts, ...everydayPosts];
  return {
    blogPosts: posts.map((post, index) => {
      const publishedAt = new Date(`${addDays(seedDay, -(3 + index * 11))}T08:00:00Z`);
      return {
        ...post,
        coverImage: {
          url: `/images/blog/${post.slug}.jpg`,
          alt: post.title,
          width: 1600,
          height: 900,
        },
        publishedAt,
        updatedAt: publishedAt,
        readingMinutes: Math.max(1, Math.round(post.body.en.split(/\s+/).length / wordsPerMinute)),
      };
    }),
    helpTopics: [...bookingTopics, ...accountTopics],
    forBusinessPages: forBusinessPages.map((page) => ({
      ...page,
      heroImage: {
        url: `/images/for-business/${page.slug}.jpg`,
        alt: page.title,
        width: 1600,
        height: 900,
      },
    })),
    pricingPlans,
    legalPages,
    promoPages,
    routeRules,
  };
}
