import { describe, expect, it } from 'vitest';
import { doorRuleFor } from './doorLimits.js';

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
