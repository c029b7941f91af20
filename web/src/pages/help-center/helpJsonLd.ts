import type { JsonLd } from '../../components/seo/Seo';

/** schema.org FAQPage for a help article's questions and answers. */
export function faqJsonLd(faq: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@type': 'FAQPage',
    mainEntity: faq.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
