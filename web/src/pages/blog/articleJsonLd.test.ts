import { describe, expect, it } from 'vitest';
import { articleJsonLd, headline, maxHeadlineLength } from './articleJsonLd';

describe('Article JSON-LD', () => {
  it('keeps a short headline whole', () => {
    expect(headline('How to choose a hair salon')).toBe('How to choose a hair salon');
  });

  it('cuts a long headline to 110 characters at a word (spec §9)', () => {
    const title = 'Word '.repeat(40).trim();
    const cut = headline(title);
    expect(Array.from(cut).length).toBeLessThanOrEqual(maxHeadlineLength);
    expect(cut.endsWith('Word…')).toBe(true);
  });

  it('counts characters, not UTF-16 units, in Cyrillic and emoji titles', () => {
    const title = 'Как выбрать салон '.repeat(10);
    expect(Array.from(headline(title)).length).toBeLessThanOrEqual(110);
  });

  it('describes the post with its dates, author and publisher', () => {
    const json = articleJsonLd({
      title: 'T',
      excerpt: 'E',
      url: 'https://x.test/en/blog/t',
      publishedAt: '2026-01-01T08:00:00.000Z',
      updatedAt: '2026-01-02T08:00:00.000Z',
      authorName: 'A',
      siteUrl: 'https://x.test',
    });
    expect(json).toMatchObject({
      '@type': 'Article',
      headline: 'T',
      datePublished: '2026-01-01T08:00:00.000Z',
      author: { name: 'A' },
      publisher: { name: 'Termin' },
    });
  });
});
