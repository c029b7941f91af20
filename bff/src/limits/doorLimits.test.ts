import { describe, expect, it } from 'vitest';
import { doorRuleFor, refusalPage } from './doorLimits.js';

// Issue 41: every route that does work per request is counted at the door, before that work.
describe('doorRuleFor', () => {
  it.each([
    '/maps/water.svg',
    '/calendar/:kind/:guid',
    '/payments/:id/qr.png',
    '/sitemap.xml',
    '/sitemap/:country/:pageIndex.xml',
    '/choose/:kind/:value',
  ])('counts %s as a page', (route) => {
    expect(doorRuleFor(route)).toEqual({ counted: 'pages', costly: false, answer: 'page' });
  });

  it('counts a page render against the cost budget too', () => {
    expect(doorRuleFor('/*')).toEqual({ counted: 'pages', costly: true, answer: 'page' });
  });

  it.each(['/healthz', '/readyz', '/robots.txt', '/assets/index.js', undefined])(
    'leaves %s alone',
    (route) => {
      expect(doorRuleFor(route)).toBeUndefined();
    },
  );
});

describe('refusalPage', () => {
  const messages = {
    en: {
      'gateway.rateLimited.title': 'Too many requests',
      'gateway.rateLimited.message': 'Wait.',
    },
    sr: {
      'gateway.rateLimited.title': 'Previše zahteva',
      'gateway.rateLimited.message': 'Sačekajte.',
    },
    ru: {
      'gateway.rateLimited.title': 'Слишком много',
      'gateway.rateLimited.message': 'Подождите.',
    },
  };

  it("is laid out for the width of a phone, in the visitor's language", () => {
    // On a 390px phone the page was drawn 980px wide and its one line was unreadably small.
    const page = refusalPage('sr', messages);
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).toContain('<html lang="sr-Latn">');
    expect(page).toContain('<h1>Previše zahteva</h1><p>Sačekajte.</p>');
  });
});
