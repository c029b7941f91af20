import { describe, expect, it } from 'vitest';
import { breakdownOf, clockOf, fullAddress, reviewerName } from './branchText.js';

describe('clockOf', () => {
  it.each([
    [0, '00:00'],
    [540, '09:00'],
    [765, '12:45'],
    [1440, '24:00'],
  ])('%i minutes is %s', (minutes, clock) => expect(clockOf(minutes)).toBe(clock));
});

describe('reviewerName', () => {
  it('keeps the first name and the last initial', () => {
    expect(reviewerName('Ana', 'Petrović')).toBe('Ana P.');
    expect(reviewerName('Đorđe', 'šarić')).toBe('Đorđe Š.');
    expect(reviewerName('Иван', 'Петров')).toBe('Иван П.');
  });
  it('shows the first name alone without a last name', () => {
    expect(reviewerName('Ana', null)).toBe('Ana');
    expect(reviewerName('Ana', '  ')).toBe('Ana');
  });
});

describe('breakdownOf', () => {
  it('fills missing stars with 0', () => {
    expect(
      breakdownOf([
        { rating: 5, count: 3 },
        { rating: 2, count: 1 },
      ]),
    ).toEqual({
      '1': 0,
      '2': 1,
      '3': 0,
      '4': 0,
      '5': 3,
    });
  });
});

describe('fullAddress', () => {
  const place = {
    city: { en: 'Belgrade', sr: 'Beograd', ru: 'Белград' },
    country: { en: 'Serbia', sr: 'Srbija', ru: 'Сербия' },
  };
  it('writes the street, the city and the country in the language asked', () => {
    expect(fullAddress('Njegoševa 45', place, 'sr')).toBe('Njegoševa 45, Beograd, Srbija');
    expect(fullAddress('Njegoševa 45', place, 'en')).toBe('Njegoševa 45, Belgrade, Serbia');
    expect(fullAddress('Njegoševa 45', place, 'ru')).toBe('Njegoševa 45, Белград, Сербия');
  });
});
