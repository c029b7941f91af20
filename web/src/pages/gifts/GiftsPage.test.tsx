// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../components/testing/renderPage';
import { Component } from './GiftsPage';

const branch = {
  __typename: 'BranchGeneral' as const,
  id: '25',
  slug: 'studio-lepote-podgorica-25',
  name: 'Studio ljepote Podgorica',
  currency: 'EUR',
  timeZone: 'Europe/Podgorica',
  sellsGiftCards: true,
};

function showGiftsPage(changes: { sellsGiftCards?: boolean; loggedIn?: boolean }) {
  const { loggedIn = true, ...branchChanges } = changes;
  renderPage(Component, {
    path: '/en/book-now/:slug/gifts',
    url: `/en/book-now/${branch.slug}/gifts`,
    loaderData: {
      branch: { ...branch, ...branchChanges },
      code: '',
      checked: null,
      loggedIn,
      sendOnRange: { min: '2026-11-28', max: '2027-05-27' },
    },
  });
}

describe('GiftsPage', () => {
  it.each([true, false])(
    'where the venue sells no gift cards, says so instead of the form (logged in: %s)',
    (loggedIn) => {
      showGiftsPage({ sellsGiftCards: false, loggedIn });
      expect(
        screen.getByText(
          "This venue does not sell gift cards online. You can still check a gift card's balance below.",
        ),
      ).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Buy the gift card' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Log in to buy a gift card' })).toBeNull();
      // Checking a card's balance still works there.
      expect(screen.getByRole('button', { name: 'Check the balance' })).toBeTruthy();
    },
  );

  it('offers the form where the venue sells them', () => {
    showGiftsPage({});
    expect(screen.getByRole('button', { name: 'Buy the gift card' })).toBeTruthy();
    expect(screen.queryByText(/does not sell gift cards/)).toBeNull();
  });
});
