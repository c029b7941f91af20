import { describe, expect, it } from 'vitest';
import { indexQuery, localizedRest } from './localizedPath';

describe('localizedRest', () => {
  it("gives a search listing the language's own word", () => {
    expect(localizedRest('bt/hair/in/beograd', 'sr')).toBe('bt/hair/u/beograd');
    expect(localizedRest('st/manikir/u/novi-sad/liman', 'ru')).toBe('st/manikir/v/novi-sad/liman');
    expect(localizedRest('bt/hair/v/moskva', 'en')).toBe('bt/hair/in/moskva');
  });

  it('leaves every other path as it is', () => {
    expect(localizedRest('bt/hair', 'sr')).toBe('bt/hair');
    expect(localizedRest('blog/how-to-choose', 'ru')).toBe('blog/how-to-choose');
    expect(localizedRest('', 'sr')).toBe('');
  });
});

describe('indexQuery', () => {
  it('keeps only the params that make a distinct page, in their declared order', () => {
    expect(indexQuery('?sort=price&page=2&utm_source=x&s=hair', ['s', 'c', 'page'])).toBe(
      '?s=hair&page=2',
    );
    expect(indexQuery('?page=2', [])).toBe('');
    expect(indexQuery('?page=', ['page'])).toBe('');
  });
});
