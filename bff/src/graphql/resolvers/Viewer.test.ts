import { describe, expect, it } from 'vitest';
import { initials } from './Viewer.js';

describe('initials (spec §3)', () => {
  it.each([
    ['Ana', 'Petrović', 'AP'],
    ['ana', null, 'A'],
    ['Ана', 'Смирнова', 'АС'],
    ['', 'Petrović', ''],
    ['  ', 'X', ''],
    ['Đorđe', ' ', 'Đ'],
  ])('%j %j → %j', (first, last, expected) => {
    expect(initials(first, last)).toBe(expected);
  });
});
