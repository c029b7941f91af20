// Shapes of the editorial content the seed writes (schema/content.ts, schema/site.ts).
import type { Language, LocalizedText } from '../../../i18n/language.js';
import type { Currency } from '../../schema/columns.js';
import type { FaqEntry, PageSection, PricingFeature } from '../../schema/content.js';

export interface BlogPostSeed {
  readonly slug: string;
  readonly title: LocalizedText;
  readonly excerpt: LocalizedText;
  readonly body: LocalizedText;
  readonly authorName: string;
  readonly authorRole: LocalizedText;
  /** Category slugs. */
  readonly tags: readonly string[];
}

export interface HelpArticleSeed {
  readonly slug: string;
  /** The day its text last changed (YYYY-MM-DD): fixed, never the seed's own time. */
  readonly updatedOn: string;
  readonly title: LocalizedText;
  readonly body: LocalizedText;
  readonly faq?: readonly FaqEntry[];
}

export interface HelpTopicSeed {
  readonly slug: string;
  readonly title: LocalizedText;
  readonly description: LocalizedText;
  readonly icon: string;
  readonly articles: readonly HelpArticleSeed[];
}

export interface ForBusinessPageSeed {
  readonly slug: string;
  readonly kind: 'audience' | 'feature';
  readonly title: LocalizedText;
  readonly summary: LocalizedText;
  readonly body: LocalizedText;
  readonly sections: readonly PageSection[];
}

export interface PricingPlanSeed {
  readonly code: string;
  readonly name: LocalizedText;
  readonly description: LocalizedText;
  /** Major units per month; the writer stores minor units. */
  readonly monthly: Readonly<Record<Currency, number>>;
  readonly features: readonly PricingFeature[];
  readonly isHighlighted: boolean;
}

export interface LegalPageSeed {
  readonly slug: 'terms' | 'license' | 'privacy' | 'cookie-policy';
  readonly title: LocalizedText;
  readonly body: LocalizedText;
  readonly effectiveOn: string;
}

export interface PromoPageSeed {
  readonly slug: string;
  readonly language: Language;
  readonly title: string;
  readonly subtitle: string;
  readonly body: string;
  readonly ctaLabel: string;
  readonly ctaUrl: string;
}

export interface RouteRuleSeed {
  readonly source: string;
  readonly target: string;
  readonly statusCode: 301 | 302 | 307 | 308;
}
