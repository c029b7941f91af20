import { describe, expect, it } from 'vitest';
import { fold, searchPatterns, searchText } from './searchText.js';

describe('fold', () => {
  it.each([
    ['Niš', 'nis'],
    ['ČAČAK', 'cacak'],
    ['Šišanje', 'sisanje'],
    ['Đurđevdan', 'djurdjevdan'],
    ['Ёлка Йога', 'елка иога'],
    ['  Brow & Lash — Studio!  ', 'brow lash studio'],
    ["Kids' haircut", 'kids haircut'],
    ['Bulevar 1A', 'bulevar 1a'],
    ['%_\\', ''],
  ])('%j → %j', (text, expected) => {
    expect(fold(text)).toBe(expected);
  });
});

describe('searchText', () => {
  it('keeps every distinct folded name after a separator', () => {
    expect(searchText(['Haircut', 'Šišanje', 'Стрижка'])).toBe('|haircut|sisanje|стрижка');
    expect(searchText(['Pilates', 'Pilates', 'Пилатес'])).toBe('|pilates|пилатес');
  });
});

describe('searchPatterns', () => {
  it('builds name-prefix, word-prefix and anywhere patterns from the folded term', () => {
    expect(searchPatterns('  Niš ')).toEqual({
      namePrefix: '%|nis%',
      wordPrefix: '% nis%',
      anywhere: '%nis%',
      folded: 'nis',
    });
  });

  it('gives nothing for text without letters or digits, so wildcards never reach LIKE', () => {
    expect(searchPatterns('%')).toBeUndefined();
    expect(searchPatterns(' _ ')).toBeUndefined();
  });

  it('ranks as the database will: name prefix, then word prefix, then anywhere', () => {
    // A tiny LIKE for these patterns (only % wildcards) to show what each tier selects.
    const like = (value: string, pattern: string) =>
      new RegExp(
        `^${pattern
          .split('%')
          .map((p) => p.replace(/[|\\^$.*+?()[\]{}]/g, '\\$&'))
          .join('.*')}$`,
        's',
      ).test(value);
    const rank = (names: string[], term: string) => {
      const patterns = searchPatterns(term)!;
      const text = searchText(names);
      if (like(text, patterns.namePrefix)) return 0;
      if (like(text, patterns.wordPrefix)) return 1;
      return like(text, patterns.anywhere) ? 2 : undefined;
    };
    expect(rank(['Salon Lotus Vračar'], 'sal')).toBe(0);
    expect(rank(['Massage', 'Masaža', 'Массаж'], 'masa')).toBe(0);
    expect(rank(['Frizerski salon Ana'], 'SAL')).toBe(1);
    expect(rank(['Thai massage'], 'mass')).toBe(1);
    expect(rank(['Haircut'], 'cut')).toBe(2);
    expect(rank(['Haircut'], 'beard')).toBeUndefined();
  });
});
