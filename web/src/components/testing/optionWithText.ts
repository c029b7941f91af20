import { screen } from '@testing-library/react';

/**
 * The listbox option whose text is exactly `text`. jsdom computes no layout, so an accessible-name
 * query reads the <mark> inside a suggestion title as a separate word ("Hair cut"); browsers do not.
 */
export function optionWithText(text: string): HTMLElement {
  const found = screen.getAllByRole('option').find((option) => option.textContent === text);
  if (!found) throw new Error(`No option reads "${text}"`);
  return found;
}
