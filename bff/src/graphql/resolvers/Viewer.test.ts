import { describe, expect, it } from 'vitest';
import type { GraphQLContext } from '../context.js';
import { initials, Viewer, type ViewerMapper } from './Viewer.js';

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

describe('Viewer.phoneEntry', () => {
  type Resolve = (viewer: ViewerMapper, args: object, context: GraphQLContext) => unknown;
  const entryOf = (phone: string | null, country: 'RS' | 'BA' = 'RS') =>
    (Viewer.phoneEntry as Resolve)({ phone } as ViewerMapper, {}, { country } as GraphQLContext);

  it('writes a stored number as its country does, even one stored without its code', () => {
    expect(entryOf('+381641234567')).toEqual({ country: 'RS', number: '064 1234567' });
    expect(entryOf('+79123456789')).toEqual({ country: 'RU', number: '8 (912) 345-67-89' });
    expect(entryOf('0641234567')).toEqual({ country: 'RS', number: '064 1234567' });
  });

  it('gives the site’s country and no number when none is stored', () => {
    expect(entryOf(null, 'BA')).toEqual({ country: 'BA', number: '' });
  });

  it('shows stored text that is no number as it is: saving the form cannot wipe it unseen', () => {
    expect(entryOf('12-34')).toEqual({ country: 'RS', number: '12-34' });
  });
});
