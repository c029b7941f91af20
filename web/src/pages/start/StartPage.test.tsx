import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/testing/renderWithProviders';
import { StartPage } from './StartPage';

describe('StartPage', () => {
  it('introduces the site and offers the search bar with the cities', () => {
    renderWithProviders(<StartPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Book beauty and wellness near you',
    );
    expect(screen.getByRole('search')).toBeTruthy();
    const input = screen.getByRole('combobox', { name: 'Search treatments and venues' });
    expect(document.activeElement).not.toBe(input);
    const city = screen.getByRole('combobox', { name: 'City' }) as HTMLSelectElement;
    expect(city.value).toBe('beograd');
  });
});
