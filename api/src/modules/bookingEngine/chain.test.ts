import { describe, expect, it } from 'vitest';
import { bestChain, type CanTake, type ChainStep } from './chain.js';

const performer = (masterId: number, durationMinutes = 60, price = 1000) => ({
  masterId,
  durationMinutes,
  price,
});

/** Masters free in [from, to) minutes after the chain's start, anyone else never. */
const freeIn =
  (free: Record<number, [number, number]>): CanTake =>
  (masterId, offset, duration) => {
    const window = free[masterId];
    return !!window && window[0] <= offset && offset + duration <= window[1];
  };

const masters = (links: readonly { masterId: number }[] | undefined) =>
  links?.map((link) => link.masterId);

describe('bestChain', () => {
  it('puts the services back to back, each with a master who does it', () => {
    const steps: ChainStep[] = [
      { serviceId: 1, performers: [performer(10, 60, 3100)] },
      { serviceId: 13, performers: [performer(30, 45, 4500)] },
    ];
    expect(bestChain(steps, freeIn({ 10: [0, 60], 30: [60, 120] }))).toEqual([
      { serviceId: 1, masterId: 10, startOffset: 0, endOffset: 60, price: 3100 },
      { serviceId: 13, masterId: 30, startOffset: 60, endOffset: 105, price: 4500 },
    ]);
  });

  it('answers nothing when a part cannot be done then', () => {
    const steps: ChainStep[] = [
      { serviceId: 1, performers: [performer(10)] },
      { serviceId: 2, performers: [performer(30)] },
    ];
    expect(bestChain(steps, freeIn({ 10: [0, 60], 30: [90, 200] }))).toBeUndefined();
    expect(bestChain([{ serviceId: 1, performers: [] }], freeIn({}))).toBeUndefined();
  });

  it('keeps one master where they can do it all, even when another comes first', () => {
    const steps: ChainStep[] = [
      { serviceId: 1, performers: [performer(10), performer(20)] },
      { serviceId: 2, performers: [performer(20)] },
    ];
    expect(masters(bestChain(steps, freeIn({ 10: [0, 500], 20: [0, 500] })))).toEqual([20, 20]);
    // Master 20 is away for the first hour: 10 starts, 20 follows.
    expect(masters(bestChain(steps, freeIn({ 10: [0, 500], 20: [60, 500] })))).toEqual([10, 20]);
  });

  it('chooses the fewest changes of master over the team order', () => {
    // Team order would give 10, 20, 10 (two changes); 20, 20, 10 needs one.
    const steps: ChainStep[] = [
      { serviceId: 1, performers: [performer(10), performer(20)] },
      { serviceId: 2, performers: [performer(20)] },
      { serviceId: 3, performers: [performer(10)] },
    ];
    expect(masters(bestChain(steps, freeIn({ 10: [0, 500], 20: [0, 500] })))).toEqual([20, 20, 10]);
  });

  it('uses each master’s own time for the next part’s start', () => {
    const steps: ChainStep[] = [
      { serviceId: 1, performers: [performer(10, 90)] },
      { serviceId: 2, performers: [performer(20, 30)] },
    ];
    const links = bestChain(steps, freeIn({ 10: [0, 90], 20: [90, 120] }));
    expect(links?.map((l) => [l.startOffset, l.endOffset])).toEqual([
      [0, 90],
      [90, 120],
    ]);
  });

  it('stays quick for ten services of a large team', () => {
    const team = Array.from({ length: 20 }, (_, i) => performer(i + 1, 30));
    const steps = Array.from({ length: 10 }, (_, i) => ({ serviceId: i + 1, performers: team }));
    // Nobody may do two parts in a row: the worst case for the search.
    const started = performance.now();
    const links = bestChain(steps, (masterId, offset) => (offset / 30 + masterId) % 2 === 0);
    expect(links).toHaveLength(10);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
