// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('changes only once the value has been still for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ value: 'abc' });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('abc');
  });

  it('passes the value through at once with a zero delay and drops the pending one', () => {
    const { result, rerender } = renderHook(({ value, delay }) => useDebouncedValue(value, delay), {
      initialProps: { value: 'hair', delay: 500 },
    });
    rerender({ value: 'hai', delay: 500 });
    rerender({ value: '', delay: 0 });
    expect(result.current).toBe('');
    rerender({ value: 'n', delay: 500 });
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe('n');
  });
});
