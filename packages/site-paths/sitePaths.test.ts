import { describe, expect, it } from 'vitest';
import {
  bookingStep,
  eventBookingOverview,
  giftCards,
  hubSearch,
  orderDetails,
  prefixesFor,
  prefixOfLanguage,
} from './sitePaths.js';

describe('site paths', () => {
  it('writes each page under its locale prefix, with only the params given', () => {
    expect(hubSearch('en')).toBe('/en/search');
    expect(hubSearch('sr-RS', { s: 'šišanje', c: 'beograd' })).toBe(
      '/sr-RS/search?s=%C5%A1i%C5%A1anje&c=beograd',
    );
    expect(orderDetails('ru', 'a/b')).toBe('/ru/book-now/order/a%2Fb');
    expect(eventBookingOverview('en', 'yoga-7', '56', 'g-1')).toBe(
      '/en/book-now/yoga-7/group/56/overview/g-1',
    );
    expect(giftCards('sr-RS', 'lotus-1', 'TERM-AB12')).toBe(
      '/sr-RS/book-now/lotus-1/gifts?code=TERM-AB12',
    );
    expect(
      bookingStep('en', 'lotus-1', 'calendar', { services: ['1', '2'], m: '7', anyEmployee: true }),
    ).toBe('/en/book-now/lotus-1/calendar?service=1&service=2&m=7&anyEmployee=true');
  });

  it('links a language to its prefix where the deployment offers it, else to English', () => {
    expect(prefixOfLanguage('sr')).toBe('sr-RS');
    expect(prefixOfLanguage('ru')).toBe('ru');
    expect(prefixOfLanguage('ru', ['en', 'sr-RS'])).toBe('en');
    expect(prefixOfLanguage('de')).toBe('en');
    expect(prefixOfLanguage('ru', prefixesFor('eu'))).toBe('en');
    expect(prefixOfLanguage('ru', prefixesFor('ru'))).toBe('ru');
  });
});
