// Editorial pages, localized to the request language: blog, help center, for-business, pricing,
// promo and legal pages (spec §2 Marketing and content).
import type { Static, TSchema } from 'typebox';
import { Type } from 'typebox';
import { component, ref } from '../../http/sharedSchemas.js';

export const blogPageSizeMax = 50;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const closed = { additionalProperties: false } as const;

export const SlugParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 200, description: 'The page slug.' }),
});

export const ContentImage = component(
  'ContentImage',
  Type.Object(
    {
      url: Type.String({
        description: 'A path on the assets host, served through the image proxy.',
      }),
      alt: Type.String({ description: "In the request's language." }),
      width: Type.Integer(),
      height: Type.Integer(),
    },
    closed,
  ),
);

export const BlogTag = component(
  'BlogTag',
  Type.Object(
    {
      slug: Type.String({ description: 'A category slug, usable as the search category.' }),
      title: Type.String({ description: "The category's name in the request's language." }),
    },
    closed,
  ),
);

const blogPostFields = {
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String({ description: 'One or two sentences for cards and the meta description.' }),
  coverImage: ref(ContentImage),
  authorName: Type.String(),
  authorRole: Nullable(Type.String()),
  tags: Type.Array(ref(BlogTag)),
  publishedAt: Type.String({ format: 'date-time' }),
  readingMinutes: Type.Integer(),
};

export const BlogPostSummary = component('BlogPostSummary', Type.Object(blogPostFields, closed));

export const BlogPostList = component(
  'BlogPostList',
  Type.Object(
    {
      items: Type.Array(ref(BlogPostSummary), { description: 'Published posts, newest first.' }),
      total: Type.Integer({ minimum: 0 }),
      page: Type.Integer({ minimum: 1 }),
      pageSize: Type.Integer({ minimum: 1 }),
    },
    closed,
  ),
);
export type BlogPostList = Static<typeof BlogPostList>;

export const BlogPost = component(
  'BlogPost',
  Type.Object(
    {
      ...blogPostFields,
      body: Type.String({ description: 'Markdown.' }),
      updatedAt: Type.String({ format: 'date-time' }),
    },
    closed,
  ),
);
export type BlogPost = Static<typeof BlogPost>;

export const BlogQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: blogPageSizeMax, default: 12 }),
  tag: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'Only posts with this tag (a category slug); an unknown tag finds none.',
    }),
  ),
});
export type BlogQuery = Static<typeof BlogQuery>;

const Link = Type.Object({ slug: Type.String(), title: Type.String() }, closed);

export const HelpTopic = component(
  'HelpTopic',
  Type.Object(
    {
      slug: Type.String(),
      title: Type.String(),
      description: Type.String(),
      icon: Type.String({ description: "An icon name from web's icon set." }),
      articles: Type.Array(Link, { description: 'Article titles in topic order.' }),
    },
    closed,
  ),
);

export const HelpCenter = component(
  'HelpCenter',
  Type.Object({ topics: Type.Array(ref(HelpTopic), { description: 'In display order.' }) }, closed),
);
export type HelpCenter = Static<typeof HelpCenter>;

export const HelpArticle = component(
  'HelpArticle',
  Type.Object(
    {
      slug: Type.String(),
      title: Type.String(),
      body: Type.String({ description: 'Markdown.' }),
      faq: Type.Array(Type.Object({ question: Type.String(), answer: Type.String() }, closed)),
      topic: Link,
      updatedAt: Type.String({ format: 'date-time' }),
    },
    closed,
  ),
);
export type HelpArticle = Static<typeof HelpArticle>;

export const HelpSearchQuery = Type.Object({
  q: Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'Words to find (each also as the start of a word), in the answer language.',
  }),
});

export const HelpSearchResults = component(
  'HelpSearchResults',
  Type.Object(
    {
      articles: Type.Array(ref(HelpArticle), {
        description: 'Articles with every word, best match first (at most 20).',
      }),
    },
    closed,
  ),
);
export type HelpSearchResults = Static<typeof HelpSearchResults>;

const forBusinessFields = {
  slug: Type.String(),
  kind: Type.Enum(['audience', 'feature'], {
    description: 'A kind of business (salons) or a feature.',
  }),
  title: Type.String(),
  summary: Type.String(),
  heroImage: Nullable(ref(ContentImage)),
};

export const ForBusinessPageSummary = component(
  'ForBusinessPageSummary',
  Type.Object(forBusinessFields, closed),
);

export const ForBusinessPages = component(
  'ForBusinessPages',
  Type.Object(
    { pages: Type.Array(ref(ForBusinessPageSummary), { description: 'In display order.' }) },
    closed,
  ),
);
export type ForBusinessPages = Static<typeof ForBusinessPages>;

export const ForBusinessPage = component(
  'ForBusinessPage',
  Type.Object(
    {
      ...forBusinessFields,
      body: Type.String({ description: 'Markdown.' }),
      sections: Type.Array(
        Type.Object(
          { heading: Type.String(), body: Type.String(), image: Nullable(ref(ContentImage)) },
          closed,
        ),
      ),
    },
    closed,
  ),
);
export type ForBusinessPage = Static<typeof ForBusinessPage>;

export const PricingPlan = component(
  'PricingPlan',
  Type.Object(
    {
      code: Type.String(),
      name: Type.String(),
      description: Type.String(),
      monthlyPrice: Type.Integer({
        description: "Minor units of currency (the project country's); 0 for a free plan.",
      }),
      currency: Type.String(),
      features: Type.Array(Type.String(), { description: 'In display order.' }),
      isHighlighted: Type.Boolean({ description: 'The plan the page recommends.' }),
    },
    closed,
  ),
);

export const Pricing = component(
  'Pricing',
  Type.Object(
    {
      currency: Type.String({ description: "The project country's currency." }),
      plans: Type.Array(ref(PricingPlan), { description: 'In display order.' }),
    },
    closed,
  ),
);
export type Pricing = Static<typeof Pricing>;

export const PromoPage = component(
  'PromoPage',
  Type.Object(
    {
      slug: Type.String(),
      language: Type.String({ description: 'The language the page is written in.' }),
      title: Type.String(),
      subtitle: Nullable(Type.String()),
      body: Type.String({ description: 'Markdown.' }),
      ctaLabel: Type.String(),
      ctaUrl: Type.String({ description: 'A site path (/en/search) or an absolute URL.' }),
      heroImage: Nullable(ref(ContentImage)),
    },
    closed,
  ),
);
export type PromoPage = Static<typeof PromoPage>;

export const LegalPage = component(
  'LegalPage',
  Type.Object(
    {
      slug: Type.String(),
      title: Type.String(),
      body: Type.String({ description: 'Markdown.' }),
      effectiveOn: Type.String({ format: 'date', description: 'Shown as "Last updated".' }),
    },
    closed,
  ),
);
export type LegalPage = Static<typeof LegalPage>;
