import { describe, expect, it, vi } from 'vitest';
import { createTextTree } from './textTree';

describe('createTextTree', () => {
  it('formats once per key and values, and apart for other ones', () => {
    const tree = createTextTree();
    const format = vi.fn(() => 'text');
    expect(tree.text('greeting', { name: 'Ana' }, format)).toBe('text');
    expect(tree.text('greeting', { name: 'Ana' }, format)).toBe('text');
    expect(format).toHaveBeenCalledOnce();
    // Another value, a value of another type that reads the same, another name, another key.
    tree.text('greeting', { name: 'Ivan' }, format);
    tree.text('count', { n: 1 }, format);
    tree.text('count', { n: '1' }, format);
    tree.text('count', { m: 1 }, format);
    tree.text('title', undefined, format);
    expect(format).toHaveBeenCalledTimes(6);
  });

  it('skips undefined values, so a missing option and an unset one are the same', () => {
    const tree = createTextTree();
    const format = vi.fn(() => '4.3');
    tree.text(4.25, { maximumFractionDigits: 1, style: undefined }, format);
    tree.text(4.25, { maximumFractionDigits: 1 }, format);
    expect(format).toHaveBeenCalledOnce();
  });

  it('keeps nothing for values that are not plain, -0 or long strings', () => {
    const tree = createTextTree();
    const format = vi.fn(() => 'text');
    expect(tree.text('rich', { b: () => 'x' }, format)).toBeUndefined();
    expect(tree.text('when', { at: new Date(0) }, format)).toBeUndefined();
    expect(tree.text(-0, undefined, format)).toBeUndefined();
    expect(tree.text('count', { n: -0 }, format)).toBeUndefined();
    expect(tree.text('search', { text: 'a'.repeat(101) }, format)).toBeUndefined();
    expect(format).not.toHaveBeenCalled();
  });

  it('starts over past its limit instead of growing', () => {
    const tree = createTextTree(3);
    const format = vi.fn(() => 'text');
    for (const n of [1, 2, 3]) tree.text('count', { n }, format);
    // Four nodes now: the key and three values. The next new key starts the tree over.
    tree.text('other', undefined, format);
    tree.text('count', { n: 1 }, format);
    expect(format).toHaveBeenCalledTimes(5);
  });

  it('starts over when one key is asked with ever new values', () => {
    const tree = createTextTree(3);
    const format = vi.fn(() => 'text');
    // A search a visitor types, again and again: the key is known, its values are all new.
    for (const text of ['a', 'ab', 'abc', 'abcd']) tree.text('results', { text }, format);
    tree.text('results', { text: 'a' }, format);
    expect(format).toHaveBeenCalledTimes(5);
  });
});
