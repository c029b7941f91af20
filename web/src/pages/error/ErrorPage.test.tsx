// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SuggestionsQuery } from '../../components/search-bar/queries';
import { installFakeTimers, uninstallFakeTimers, wait } from '../../components/testing/fakeTimers';
import { renderWithProviders } from '../../components/testing/renderWithProviders';
import { ErrorPage } from './ErrorPage';
import { optionWithText } from '../../components/testing/optionWithText';

describe('ErrorPage', () => {
  it('says "Page not found" for a 404', () => {
    renderWithProviders(<ErrorPage status={404} showDetails={false} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(screen.queryByText('Ooops unexpected error')).toBeNull();
  });

  it('says "Ooops unexpected error" with the status code for other errors', () => {
    renderWithProviders(<ErrorPage status={503} showDetails={false} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ooops unexpected error');
    expect(screen.getByText('503')).toBeTruthy();
  });

  it('shows the illustration at a fixed size, the search hint, the search bar and a Home link', () => {
    renderWithProviders(<ErrorPage status={404} showDetails={false} />);
    const image = screen.getByRole('img', { name: 'Page not found image' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toMatch(/not-found.*\.svg/);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['240', '180']);
    expect(screen.getByText('Try to search')).toBeTruthy();
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Search treatments and venues' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/en');
  });

  it('shows the message and the stack only with details on', () => {
    const error = {
      message: 'Page not found: /en/nowhere',
      stack: 'Error: boom\n    at render (app.tsx:1:1)',
    };
    const { unmount } = renderWithProviders(
      <ErrorPage status={500} {...error} showDetails={false} />,
    );
    expect(screen.queryByText(error.message)).toBeNull();
    expect(document.querySelector('pre')).toBeNull();
    unmount();

    renderWithProviders(<ErrorPage status={500} {...error} showDetails />);
    expect(screen.getByText(error.message)).toBeTruthy();
    const stack = document.querySelector('pre');
    expect(stack?.textContent).toBe(error.stack);
  });

  it('searches with the text and the city from its search bar', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<ErrorPage status={404} showDetails={false} />);
    await user.type(
      screen.getByRole('combobox', { name: 'Search treatments and venues' }),
      'massage{Enter}',
    );
    expect(location()).toBe('/en/search?s=massage&c=beograd');
  });

  describe('suggestion picks (spec §2 "Error page", §7 branches area)', () => {
    afterEach(uninstallFakeTimers);

    /** The error page with suggestions for "hair", recording what each request was sent. */
    async function showSuggestions() {
      installFakeTimers();
      const requests: unknown[] = [];
      const mock: MockLink.MockedResponse = {
        request: {
          query: SuggestionsQuery,
          variables: (variables) => {
            requests.push(variables);
            return true;
          },
        },
        result: {
          data: {
            suggestions: {
              __typename: 'Suggestions',
              branches: [
                { __typename: 'BranchSuggestion', id: '7', title: 'Studio Lana', address: null },
              ],
              categories: [{ __typename: 'CategorySuggestion', id: '3', title: 'Haircut' }],
            },
          },
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
        delay: 10,
      };
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      const view = renderWithProviders(<ErrorPage status={404} showDetails={false} />, {
        mocks: [mock],
      });
      await user.type(
        screen.getByRole('combobox', { name: 'Search treatments and venues' }),
        'hair',
      );
      await wait(500);
      await wait(20);
      return { user, requests, ...view };
    }

    it('asks for suggestions in the branches area: every venue, not only the city', async () => {
      const { requests } = await showSuggestions();
      expect(requests).toEqual([{ text: 'hair' }]);
    });

    it('opens businessPage with slug = venue id and c = city for a picked venue', async () => {
      const { user, location } = await showSuggestions();
      await user.click(screen.getByRole('option', { name: /Studio Lana/ }));
      expect(location()).toBe('/en/company/7?c=beograd');
    });

    it('goes to hubSearch with the treatment and the city for a picked treatment', async () => {
      const { user, location } = await showSuggestions();
      await user.click(optionWithText('Haircut'));
      expect(location()).toBe('/en/search?s=Haircut&c=beograd');
    });
  });
});
