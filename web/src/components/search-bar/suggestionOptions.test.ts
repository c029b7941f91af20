import { describe, expect, it } from 'vitest';
import { moveActive, toSuggestionOptions } from './suggestionOptions';

const options = toSuggestionOptions({
  __typename: 'Suggestions',
  branches: [
    { __typename: 'BranchSuggestion', id: '7', title: 'Studio Lana', address: 'Knez Mihailova 1' },
  ],
  categories: [
    { __typename: 'CategorySuggestion', id: '3', title: 'Haircut' },
    { __typename: 'CategorySuggestion', id: '4', title: 'Hair colouring' },
  ],
});

describe('toSuggestionOptions', () => {
  it('lists venues before treatments with keys unique across groups', () => {
    expect(options.map((option) => option.key)).toEqual(['venue-7', 'treatment-3', 'treatment-4']);
  });

  it('is empty without suggestions', () => {
    expect(toSuggestionOptions(undefined)).toEqual([]);
  });
});

describe('moveActive', () => {
  it('starts at the first option going down and at the last going up', () => {
    expect(moveActive(options, undefined, 1)).toBe('venue-7');
    expect(moveActive(options, undefined, -1)).toBe('treatment-4');
  });

  it('steps and wraps around', () => {
    expect(moveActive(options, 'venue-7', 1)).toBe('treatment-3');
    expect(moveActive(options, 'treatment-4', 1)).toBe('venue-7');
    expect(moveActive(options, 'venue-7', -1)).toBe('treatment-4');
  });

  it('has nowhere to go without options', () => {
    expect(moveActive([], undefined, 1)).toBeUndefined();
  });
});
