import { describe, expect, it } from 'vitest';
import { helpArticleJsonLd } from './helpArticleJsonLd';

describe('help article JSON-LD', () => {
  it('is an Article dated by the last change of its text, written and published by Termin', () => {
    const page = 'https://termin.example/en/help-center?article=how-to-book';
    const data = helpArticleJsonLd(
      {
        title: 'How to book an appointment',
        excerpt: 'Find a venue, pick a service and a time.',
        updatedAt: '2025-09-04T09:00:00.000Z',
      },
      { page, siteUrl: 'https://termin.example' },
    );
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'How to book an appointment',
      description: 'Find a venue, pick a service and a time.',
      mainEntityOfPage: { '@type': 'WebPage', '@id': page },
      url: page,
      dateModified: '2025-09-04T09:00:00.000Z',
      author: { '@type': 'Organization', name: 'Termin' },
      publisher: {
        '@type': 'Organization',
        name: 'Termin',
        logo: { url: 'https://termin.example/icon-512.png' },
      },
    });
  });
});
