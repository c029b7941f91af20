import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningApi, type ListeningApi } from '../test/listeningApi.js';
import { buildTestGateway } from '../test/testGateway.js';

// The content queries over the real booking API and its demo content.
describe('content queries', () => {
  let api: ListeningApi;
  let bff: Awaited<ReturnType<typeof buildTestGateway>>['app'];

  beforeAll(async () => {
    api = await startListeningApi();
    bff = (await buildTestGateway(api.url)).app;
  }, 120_000);

  afterAll(async () => {
    await bff?.close();
    await api?.close();
  });

  async function graphql(query: string, variables?: object, language = 'en') {
    const response = await bff.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      payload: { query, variables },
    });
    const body = response.json() as { data?: Record<string, unknown>; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return body.data!;
  }

  it('marks every answer, and every refusal, as never to be stored', async () => {
    for (const query of ['{ blogPosts(page: 1, pageSize: 1) { total } }', '{ nothingSuch }']) {
      const response = await bff.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query },
      });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('pages the blog and renders a post body from Markdown', async () => {
    const data = await graphql(
      '{ blogPosts(page: 1, pageSize: 5) { page pageCount total items { slug title } } }',
    );
    const list = data.blogPosts as { pageCount: number; total: number; items: { slug: string }[] };
    expect(list.items).toHaveLength(5);
    expect(list.pageCount).toBe(Math.ceil(list.total / 5));

    const post = await graphql(
      'query ($slug: String!) { blogPost(slug: $slug) { title bodyHtml tags { slug title } } }',
      { slug: list.items[0]!.slug },
      'sr-RS',
    );
    const { bodyHtml } = post.blogPost as { bodyHtml: string };
    expect(bodyHtml).toMatch(/<h2>|<p>/);
    expect(bodyHtml).not.toContain('## ');
    expect(await graphql('{ blogPost(slug: "no-such-post") { slug } }')).toEqual({
      blogPost: null,
    });
  });

  it('searches the help center by every word, ignoring case and diacritics', async () => {
    const data = await graphql('{ helpSearch(text: "OTKAZIVANJE roka") { slug } }', {}, 'sr-RS');
    const slugs = (data.helpSearch as { slug: string }[]).map((article) => article.slug);
    expect(slugs).toContain('cancellation-deadline');
    expect(await graphql('{ helpSearch(text: "   ") { slug } }')).toEqual({ helpSearch: [] });
    // Word stems (api's full-text search): "reschedule" finds "Rescheduling an appointment".
    const stemmed = await graphql('{ helpSearch(text: "reschedule") { slug title excerpt } }');
    expect((stemmed.helpSearch as { title: string }[])[0]).toMatchObject({
      title: 'Rescheduling an appointment',
    });
    // Serbian typed in Cyrillic finds the Latin article.
    const cyrillic = await graphql('{ helpSearch(text: "промена термина") { slug } }', {}, 'sr-RS');
    expect((cyrillic.helpSearch as { slug: string }[]).map((a) => a.slug)).toContain(
      'rescheduling',
    );

    const article = await graphql(
      '{ helpArticle(slug: "how-to-book") { title excerpt faq { question } topic { slug } } }',
    );
    expect(article.helpArticle).toMatchObject({
      title: 'How to book an appointment',
      topic: { slug: 'booking' },
    });
  });

  it('prices the plans as Money and finds the promo, for-business and legal pages', async () => {
    const data = await graphql(`
      {
        pricingPlans {
          code
          monthlyPrice {
            amount
            currency
          }
        }
        forBusinessPages {
          slug
          kind
        }
        forBusinessPage(slug: "salons") {
          kind
          sections {
            heading
            bodyHtml
          }
        }
        promoPage(slug: "prvi-termin") {
          language
          title
        }
        missing: promoPage(slug: "nothing-here") {
          slug
        }
        legalPage(slug: "terms") {
          title
          effectiveOn
          bodyHtml
        }
      }
    `);
    const plans = data.pricingPlans as { code: string; monthlyPrice: { amount: number } }[];
    expect(plans[0]).toMatchObject({ code: 'start', monthlyPrice: { amount: 0, currency: 'RSD' } });
    expect(data.forBusinessPages).toContainEqual({ slug: 'salons', kind: 'AUDIENCE' });
    expect(data.forBusinessPage).toMatchObject({ kind: 'AUDIENCE' });
    expect(data.promoPage).toMatchObject({ language: 'sr' });
    expect(data.missing).toBeNull();
    expect(data.legalPage).toMatchObject({
      effectiveOn: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
  });
});
