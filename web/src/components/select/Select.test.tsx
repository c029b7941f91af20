// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Select, TYPE_AHEAD_RESET_MS, typeAheadMatch } from './Select';

const cities = [
  { value: 'beograd', label: 'Beograd' },
  { value: 'bar', label: 'Bar' },
  { value: 'novi-sad', label: 'Novi Sad' },
  { value: 'nis', label: 'Niš' },
];

function Harness() {
  const [value, setValue] = useState('beograd');
  return <Select label="City" options={cities} value={value} onChange={setValue} />;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Select', () => {
  it('opens a listbox, moves with arrows and picks with Enter', () => {
    render(<Harness />);
    const button = screen.getByRole('combobox', { name: 'City' });
    expect(button.textContent).toContain('Beograd');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(button.textContent).toContain('Bar');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('picks by typing, and forgets the typed text after 500 ms (spec §9)', () => {
    render(<Harness />);
    const button = screen.getByRole('combobox', { name: 'City' });
    fireEvent.keyDown(button, { key: 'n' });
    fireEvent.keyDown(button, { key: 'i' });
    expect(button.textContent).toContain('Niš');
    vi.advanceTimersByTime(TYPE_AHEAD_RESET_MS);
    fireEvent.keyDown(button, { key: 'b' });
    expect(button.textContent).toContain('Beograd');
  });

  it('keeps typing within 500 ms as one prefix', () => {
    render(<Harness />);
    const button = screen.getByRole('combobox', { name: 'City' });
    fireEvent.keyDown(button, { key: 'n' });
    expect(button.textContent).toContain('Novi Sad');
    vi.advanceTimersByTime(TYPE_AHEAD_RESET_MS - 1);
    // "ni" is Niš; had the typed text been forgotten, a lone "i" would match nothing.
    fireEvent.keyDown(button, { key: 'i' });
    expect(button.textContent).toContain('Niš');
  });

  it('picks with the mouse', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('combobox', { name: 'City' }));
    fireEvent.click(screen.getByRole('option', { name: 'Novi Sad' }));
    expect(screen.getByRole('combobox', { name: 'City' }).textContent).toContain('Novi Sad');
  });
});

describe('typeAheadMatch', () => {
  it('cycles through options with the same first letter on repeats', () => {
    expect(typeAheadMatch(cities, 'b', 0)).toBe(1);
    expect(typeAheadMatch(cities, 'bb', 1)).toBe(0);
    expect(typeAheadMatch(cities, 'x', 0)).toBe(-1);
  });
});
