// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tracker } from '../../app/analytics/tracker';
import { englishMessages } from '../../components/testing/renderWithProviders';
import { BookNowLink, FavoriteButton, PhoneReveal } from './ContactActions';

function renderEnglish(node: React.ReactNode) {
  return render(
    <IntlProvider locale="en" messages={englishMessages}>
      <MemoryRouter>{node}</MemoryRouter>
    </IntlProvider>,
  );
}

describe('company contact actions', () => {
  const send = vi.fn();
  beforeEach(() => {
    window.localStorage.clear();
    tracker.configure({ send });
  });
  afterEach(() => {
    tracker.configure(null);
    send.mockReset();
  });

  it('reveals the phone and sends click_show_phone (spec §9)', () => {
    const { container } = renderEnglish(
      <PhoneReveal phone="+381 11 379 7777" branchId="b-phone" />,
    );
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(screen.getByRole('link', { name: '+381 11 379 7777' })).toHaveProperty(
      'href',
      'tel:+381113797777',
    );
    expect(send).toHaveBeenCalledWith('click_show_phone', { branchId: 'b-phone' });
  });

  it('keeps a favorite in localStorage and sends add_to_favorites', () => {
    renderEnglish(<FavoriteButton branchId="b-fav" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(screen.getByRole('button', { name: 'Saved to favorites' })).toBeTruthy();
    expect(window.localStorage.getItem('termin:favorites')).toBe('["b-fav"]');
    expect(send).toHaveBeenCalledWith('add_to_favorites', { branchId: 'b-fav' });
    fireEvent.click(screen.getByRole('button', { name: 'Saved to favorites' }));
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeTruthy();
  });

  it('sends click_book_now', () => {
    renderEnglish(<BookNowLink to="/en/book-now/salon-1" branchId="b-book" />);
    fireEvent.click(screen.getByRole('link', { name: 'Book now' }));
    expect(send).toHaveBeenCalledWith('click_book_now', { branchId: 'b-book' });
  });
});
