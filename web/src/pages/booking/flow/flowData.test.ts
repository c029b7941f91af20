import { describe, expect, it } from 'vitest';
import {
  needsSeveralMasters,
  performersOf,
  type BookingBranch,
  type MenuService,
} from './flowData';

// Salon Lotus Vračar as the seed has it: hairdressers do hair, the beautician faces.
const service = (id: string, name: string) => ({ id, name }) as MenuService;
const haircut = service('1', "Women's haircut");
const blowDry = service('3', 'Blow-dry, short hair');
const facial = service('13', 'Classic facial');
const waxing = service('19', 'Full leg waxing');
const branch = {
  masters: [
    { id: '1', name: 'Marija Đorđević', serviceIds: ['1', '3', '5'] },
    { id: '3', name: 'Mina Petrović', serviceIds: ['13', '14'] },
    { id: '5', name: 'Tijana Popović', serviceIds: ['1', '2', '3'] },
  ],
} as unknown as BookingBranch;

describe('a selection that needs several specialists (issue 42 item 4)', () => {
  it('names who does each service', () => {
    expect(
      performersOf(branch, [haircut, facial]).map(({ service: s, masters }) => [
        s.name,
        masters.map((m) => m.name),
      ]),
    ).toEqual([
      ["Women's haircut", ['Marija Đorđević', 'Tijana Popović']],
      ['Classic facial', ['Mina Petrović']],
    ]);
  });

  it('is a haircut and a facial: nobody does both, someone does each', () => {
    expect(needsSeveralMasters(branch, [haircut, facial])).toBe(true);
    // Someone does both: one specialist, as ever.
    expect(needsSeveralMasters(branch, [haircut, blowDry])).toBe(false);
    expect(needsSeveralMasters(branch, [facial])).toBe(false);
    // Nobody does the waxing at all: no visit can be made of it.
    expect(needsSeveralMasters(branch, [haircut, waxing])).toBe(false);
  });
});
