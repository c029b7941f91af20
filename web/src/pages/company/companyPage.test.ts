// @vitest-environment jsdom
import { createIntl } from 'react-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import { canonicalSlugPath } from './canonicalSlugPath';
import { reviewsHref, reviewsParams } from './CompanyReviewsPage.data';
import { isoWeekdayOrder, telHref } from './companyFormat';
import { formatWeekday } from '../../app/format/dateTime';
import { formatMoney } from '../../app/format/money';
import { shorten } from './companySeo';
import { favoritesKey, isFavorite, toggleFavorite } from './favorites';

const intl = createIntl({ locale: 'en' });

describe('company page formatting', () => {
  it('writes prices from minor units, with cents only when there are any', () => {
    expect(formatMoney(intl, { amount: 350000, currency: 'RSD' })).toMatch(/^RSD\s3,500$/);
    expect(formatMoney(intl, { amount: 1250, currency: 'EUR' })).toBe('€12.50');
  });

  it('names weekdays and orders the week as the locale does (spec §9)', () => {
    expect(formatWeekday(intl, 1)).toBe('Monday');
    expect(formatWeekday(createIntl({ locale: 'sr-Latn-RS' }), 7)).toBe('nedelja');
    expect(isoWeekdayOrder(0)[0]).toBe(7);
    expect(isoWeekdayOrder(1)[0]).toBe(1);
  });

  it('dials the displayed number', () => {
    expect(telHref('+381 11 123 4567')).toBe('tel:+381111234567');
  });

  it('cuts descriptions at a word', () => {
    expect(shorten('alpha beta gamma delta', 15)).toBe('alpha beta…');
    expect(shorten('short', 12)).toBe('short');
  });
});

describe('company URLs', () => {
  it('redirects an id or an old slug to the branch’s own slug, keeping the query', () => {
    const request = new Request('http://x/en/company/3/reviews?page=2');
    expect(canonicalSlugPath(request, '3', 'nail-bar-3')).toBe(
      '/en/company/nail-bar-3/reviews?page=2',
    );
    expect(canonicalSlugPath(request, 'nail-bar-3', 'nail-bar-3')).toBeNull();
  });

  it('reads and writes the reviews page and sort', () => {
    expect(reviewsParams(new URLSearchParams('page=3&sort=lowest'))).toEqual({
      page: 3,
      sort: 'lowest',
    });
    expect(reviewsParams(new URLSearchParams('page=-1&sort=x'))).toEqual({
      page: 1,
      sort: 'newest',
    });
    expect(reviewsHref('/en/company/a-1/reviews', 1, 'newest')).toBe('/en/company/a-1/reviews');
    expect(reviewsHref('/en/company/a-1/reviews', 2, 'highest')).toBe(
      '/en/company/a-1/reviews?sort=highest&page=2',
    );
  });
});

describe('favorites (kept in localStorage)', () => {
  beforeEach(() => window.localStorage.clear());

  it('adds and removes a venue', () => {
    expect(isFavorite(window.localStorage, '1')).toBe(false);
    expect(toggleFavorite(window.localStorage, '1')).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(favoritesKey)!)).toEqual(['1']);
    expect(toggleFavorite(window.localStorage, '1')).toBe(false);
  });

  it('survives a broken stored value', () => {
    window.localStorage.setItem(favoritesKey, '{nope');
    expect(isFavorite(window.localStorage, '1')).toBe(false);
  });
});
