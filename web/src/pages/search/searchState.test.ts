import { describe, expect, it } from 'vitest';
import { pageWindow } from './Pagination';
import {
  parseSearchState,
  searchHref,
  stateQuery,
  treatmentHref,
  type SearchState,
} from './searchState';

const parse = (url: string, params = {}) =>
  parseSearchState(new URL(url, 'https://termin.test'), params);

describe('search state in the URL', () => {
  it('reads the treatment, city and area from the path and the filters from the query', () => {
    const state = parse(
      '/en/bt/hair/in/beograd/vracar?min=1000&max=3000&rating=4&sort=rating&page=2',
      {
        type: 'hair',
        article: 'in',
        city: 'beograd',
        area: 'vracar',
      },
    );
    expect(state).toEqual({
      kind: 'bt',
      category: 'hair',
      text: undefined,
      city: 'beograd',
      area: 'vracar',
      article: 'in',
      sort: 'rating',
      page: 2,
      filters: { priceMin: 1000, priceMax: 3000, rating: 4 },
    });
    expect(searchHref('en', 'en', state)).toBe(
      '/en/bt/hair/in/beograd/vracar?min=1000&max=3000&rating=4&sort=rating&page=2',
    );
  });

  it('drops what makes no sense instead of failing', () => {
    const state = parse(
      '/en/search?s=%20nails%20&c=novi-sad&page=-3&sort=best&rating=9&km=x&date=2026-13-40&min=50&max=10',
    );
    expect(state.kind).toBe('search');
    expect(state.text).toBe('nails');
    expect(state.city).toBe('novi-sad');
    expect(state.page).toBe(1);
    expect(state.sort).toBe('relevance');
    // A reversed price range is read the right way round.
    expect(state.filters).toEqual({ priceMin: 10, priceMax: 50 });
    expect(searchHref('sr-RS', 'sr', state)).toBe('/sr-RS/search?s=nails&c=novi-sad&min=10&max=50');
  });

  it('reads /st/ keywords as words and writes them back as a slug', () => {
    const state = parse('/en/st/gel-nails/u/nis', {
      keyword: 'gel-nails',
      article: 'u',
      city: 'nis',
    });
    expect(state.text).toBe('gel nails');
    expect(searchHref('en', 'en', { ...state, page: 3 })).toBe('/en/st/gel-nails/u/nis?page=3');
  });

  it('puts a city given as c on a listing into the path with the language’s article', () => {
    const state = parse('/ru/bt/nails?c=beograd&day=today', { type: 'nails' });
    expect(stateQuery(state).get('c')).toBe('beograd');
    expect(searchHref('ru', 'ru', state)).toBe('/ru/bt/nails/v/beograd?day=today');
    expect(treatmentHref('sr-RS', 'sr', 'haircut', 'beograd')).toBe('/sr-RS/bt/haircut/u/beograd');
    expect(treatmentHref('en', 'en', 'haircut')).toBe('/en/bt/haircut');
  });

  it('writes a fresh listing as searchHref writes its state', () => {
    const places = [[], ['beograd'], ['novi sad', 'stari grad'], [undefined, 'vracar']] as const;
    for (const [prefix, language] of [
      ['en', 'en'],
      ['sr-RS', 'sr'],
      ['ru', 'ru'],
    ] as const)
      for (const category of ['haircut', 'nails & gel', 'стрижка'])
        for (const [city, area] of places) {
          const fresh: SearchState = {
            kind: 'bt',
            category,
            city,
            area,
            sort: 'relevance',
            page: 1,
            filters: {},
          };
          expect(treatmentHref(prefix, language, category, city, area)).toBe(
            searchHref(prefix, language, fresh),
          );
        }
  });

  // Issue 20: a NUL in ?c= or a year-0 ?date= reached the booking API and failed the page (500).
  it('drops a city with control characters and dates that do not exist', () => {
    const state = parse('/en/search?s=hair&c=%00&date=0000-01-01');
    expect(state.city).toBeUndefined();
    expect(state.filters.date).toBeUndefined();
    expect(parse('/en/search?date=2026-02-30').filters.date).toBeUndefined();
  });

  it('keeps a date over the day and omits defaults', () => {
    const state = parse('/en/search?day=today&date=2026-12-01&sort=relevance&page=1');
    expect(stateQuery(state).toString()).toBe('date=2026-12-01');
  });
});

describe('pageWindow', () => {
  it('offers the first, the last and two either side of the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
  });
});
