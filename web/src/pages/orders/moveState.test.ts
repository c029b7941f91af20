import { describe, expect, it } from 'vitest';
import { moveHref, moveState, movedMasterId } from './moveState';

describe('moving an order: the address', () => {
  it('reads the master, week, day and time, and refuses anything else', () => {
    expect(moveState(new URLSearchParams(''))).toEqual({});
    expect(moveState(new URLSearchParams('m=any&w=2030-03-04&d=2030-03-05&t=10:30&utm=x'))).toEqual(
      { m: 'any', w: '2030-03-04', d: '2030-03-05', t: '10:30' },
    );
    for (const bad of ['m=0', 'm=abc', 'w=2030-13-01', 'd=tomorrow', 't=24:00', 't=9:30', 'm=1%00'])
      expect(moveState(new URLSearchParams(bad))).toBeNull();
  });

  it('writes only what is set, and round-trips', () => {
    expect(moveHref('/en/book-now/order/x/reschedule', {})).toBe('/en/book-now/order/x/reschedule');
    const state = { m: '12', d: '2030-03-05', t: '10:30' };
    const href = moveHref('/p', state);
    expect(href).toBe('/p?m=12&d=2030-03-05&t=10%3A30');
    expect(moveState(new URL(href, 'https://termin.test').searchParams)).toEqual(state);
  });

  it('asks for the order’s own master unless another or any is chosen', () => {
    expect(movedMasterId({}, '4')).toBe('4');
    expect(movedMasterId({}, null)).toBeNull();
    expect(movedMasterId({ m: 'any' }, '4')).toBeNull();
    expect(movedMasterId({ m: '7' }, '4')).toBe('7');
  });
});
