import { describe, expect, it } from 'vitest';
import type { KeyLookup } from './readings.js';
import { lookupKeys, readingsMax, readingsOf } from './readings.js';

const known: KeyLookup = { known: true, similar: [] };
const like = (...similar: [string, number][]): KeyLookup => ({
  known: false,
  similar: similar.map(([phrase, score]) => ({ phrase, score })),
});
const from = (lookups: Record<string, KeyLookup>) => (key: string) => lookups[key];

describe('lookupKeys', () => {
  it('asks for each word long enough and each two neighbours joined', () => {
    expect(lookupKeys(['hair', 'cut'])).toEqual(['hair', 'haircut']);
    expect(lookupKeys(['za', 'nokte', 'gel'])).toEqual(['nokte', 'zanokte', 'noktegel']);
    expect(lookupKeys(['giftcard'])).toEqual(['giftcard']);
  });
});

describe('readingsOf', () => {
  it('reads an unknown word as the known words it resembles most', () => {
    const lookup = from({
      resheduling: like(['rescheduling', 0.67], ['scheduling', 0.6], ['resending', 0.31]),
    });
    expect(readingsOf(['resheduling'], lookup)).toEqual(['rescheduling', 'scheduling']);
  });

  it('takes known and short words as typed, and words like nothing known too', () => {
    const lookup = from({
      cancel: { known: true, similar: [{ phrase: 'cancelled', score: 0.5 }] },
      spaceship: like(),
    });
    expect(readingsOf(['cancel'], lookup)).toEqual([]);
    expect(readingsOf(['spaceship'], lookup)).toEqual([]);
    expect(readingsOf(['spa'], lookup)).toEqual([]);
  });

  it('reads two typed words joined when a known word is written so, and one apart', () => {
    const lookup = from({
      hair: known,
      haircut: like(['haircut', 1]),
      nail: known,
      nailart: like(['nail', 0.44]),
      giftcard: like(['gift card', 1], ['gift cards', 0.9]),
    });
    expect(readingsOf(['hair', 'cut'], lookup)).toEqual(['haircut']);
    // Joined, "nailart" only resembles "nail": not enough to read the pair as one word.
    expect(readingsOf(['nail', 'art'], lookup)).toEqual([]);
    expect(readingsOf(['giftcard'], lookup)).toEqual(['gift card', 'gift cards']);
  });

  it('combines the corrections of several words, likeliest first, a few at most', () => {
    const lookup = from({
      womens: known,
      harcut: like(['haircut', 0.5], ['haircuts', 0.45]),
      stylng: like(['styling', 0.5], ['style', 0.4]),
    });
    expect(readingsOf(['womens', 'harcut'], lookup)).toEqual(['womens haircut', 'womens haircuts']);
    const several = readingsOf(['harcut', 'stylng'], lookup);
    expect(several[0]).toBe('haircut styling');
    expect(several.length).toBe(readingsMax);
  });
});
