// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeTimers, uninstallFakeTimers, wait } from '../testing/fakeTimers';
import { renderWithProviders } from '../testing/renderWithProviders';
import { SuggestionsQuery } from './queries';
import { SearchBar, type SearchBarProps } from './SearchBar';
import { optionWithText } from '../testing/optionWithText';

const hairSuggestions = {
  __typename: 'Suggestions',
  branches: [
    { __typename: 'BranchSuggestion', id: '7', title: 'Studio Lana', address: 'Knez Mihailova 1' },
    { __typename: 'BranchSuggestion', id: '9', title: 'Hair Lab', address: null },
  ],
  categories: [{ __typename: 'CategorySuggestion', id: '3', title: 'Haircut' }],
};

const noSuggestions = { __typename: 'Suggestions', branches: [], categories: [] };

function suggestionsMock(
  text: string,
  suggestions: object,
  { city = 'beograd', delay = 10 }: { city?: string; delay?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: SuggestionsQuery, variables: { text, city } },
    result: { data: { suggestions } },
    delay,
  };
}

function setup(props: SearchBarProps = {}, mocks: ReadonlyArray<MockLink.MockedResponse> = []) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view = renderWithProviders(<SearchBar {...props} />, { mocks });
  const input = screen.getByRole('combobox', { name: 'Search treatments and venues' });
  return { user, input, ...view };
}

/** Answers every Suggestions request, recording the variables each was sent with. */
function recordingMock(suggestions: object) {
  const requests: unknown[] = [];
  const mock: MockLink.MockedResponse = {
    request: {
      query: SuggestionsQuery,
      variables: (variables) => {
        requests.push(variables);
        return true;
      },
    },
    result: { data: { suggestions } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    delay: 10,
  };
  return { mock, requests };
}

/** Types, then waits out the debounce and the answer. */
async function typeAndSettle(
  user: ReturnType<typeof userEvent.setup>,
  input: HTMLElement,
  text: string,
) {
  await user.type(input, text);
  await wait(500); // the debounce; the request starts once React has rendered
  await wait(20);
}

describe('SearchBar', () => {
  beforeEach(installFakeTimers);
  afterEach(uninstallFakeTimers);

  it('asks for suggestions once the user has paused for 500 ms, with the text lowercased', async () => {
    const { mock, requests } = recordingMock(hairSuggestions);
    const { user, input } = setup({}, [mock]);

    await user.type(input, 'HA');
    await wait(300);
    await user.type(input, 'IR');
    await wait(499);
    expect(requests).toEqual([]);

    await wait(1);
    await wait(10);
    expect(requests).toEqual([{ text: 'hair', city: 'beograd' }]);
    expect(screen.getByRole('option', { name: /Studio Lana/ })).toBeTruthy();
  });

  it('asks nothing for prefilled text until the field is used', async () => {
    const { mock, requests } = recordingMock(hairSuggestions);
    const { user, input } = setup({ initialText: 'Hair' }, [mock]);
    await wait(1000);
    expect(requests).toEqual([]);

    await user.click(input);
    await wait(500);
    await wait(20);
    expect(requests).toEqual([{ text: 'hair', city: 'beograd' }]);
    expect(optionWithText('Haircut')).toBeTruthy();
  });

  it('marks the typed text where a suggestion title starts with it', async () => {
    const { mock } = recordingMock(hairSuggestions);
    const { user, input } = setup({}, [mock]);
    await typeAndSettle(user, input, 'HAIR');
    const marked = (text: string) =>
      [...optionWithText(text).querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marked('Haircut')).toEqual(['Hair']);
    expect(marked('Hair Lab')).toEqual(['Hair']);
    // The venue matched on something it does not show: nothing is marked.
    expect(marked('Studio LanaKnez Mihailova 1')).toEqual([]);
  });

  it('shows a spinner while suggestions load, then venues and treatments in labelled groups', async () => {
    const { user, input } = setup({}, [suggestionsMock('hair', hairSuggestions, { delay: 200 })]);

    await user.type(input, 'hair');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await wait(500);
    expect(screen.getByRole('progressbar', { name: 'Loading suggestions' })).toBeTruthy();

    await wait(200);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    const venues = within(listbox).getByRole('group', { name: 'Venues' });
    expect(
      within(venues)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Studio LanaKnez Mihailova 1', 'Hair Lab']);
    const treatments = within(listbox).getByRole('group', { name: 'Treatments' });
    expect(within(treatments).getByRole('option').textContent).toBe('Haircut');
    expect(screen.getByRole('status').textContent).toBe('3 suggestions');
  });

  it('says "No matches" when a finished request found nothing', async () => {
    const { user, input } = setup({}, [suggestionsMock('zzz', noSuggestions)]);
    await typeAndSettle(user, input, 'zzz');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('listbox', { hidden: true }).parentElement as HTMLElement;
    expect(within(panel).getByText('No matches')).toBeTruthy();
    expect(within(panel).queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('No matches');
  });

  it('sends the selected city with the text', async () => {
    const { user, input } = setup({}, [
      suggestionsMock('hair', hairSuggestions, { city: 'novi-sad' }),
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'novi-sad');
    await user.click(input);
    await typeAndSettle(user, input, 'hair');
    expect(screen.getByRole('option', { name: /Studio Lana/ })).toBeTruthy();
  });

  it('clears the suggestions at once when the text is emptied', async () => {
    const { user, input } = setup({}, [suggestionsMock('hair', hairSuggestions)]);
    await typeAndSettle(user, input, 'hair');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(3);

    await user.clear(input);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('never lets an older answer replace a newer one', async () => {
    const late = {
      ...noSuggestions,
      categories: [{ __typename: 'CategorySuggestion', id: '1', title: 'Old answer' }],
    };
    const fresh = {
      ...noSuggestions,
      categories: [{ __typename: 'CategorySuggestion', id: '2', title: 'New answer' }],
    };
    const { user, input } = setup({}, [
      suggestionsMock('ha', late, { delay: 2000 }),
      suggestionsMock('hai', fresh, { delay: 10 }),
    ]);

    await user.type(input, 'ha');
    await wait(500);
    await user.type(input, 'i');
    await wait(500);
    await wait(20);
    expect(screen.getByRole('option', { name: 'New answer' })).toBeTruthy();

    await wait(2000);
    expect(screen.getByRole('option', { name: 'New answer' })).toBeTruthy();
    expect(screen.queryByText('Old answer')).toBeNull();
  });

  it('offers a clear button while there is text, which empties and refocuses the field', async () => {
    const { user, input } = setup();
    expect(screen.queryByRole('button', { name: 'Clear search text' })).toBeNull();

    await user.type(input, 'nails');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Clear search text' }));
    expect((input as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: 'Clear search text' })).toBeNull();
  });

  it('does nothing on Enter with empty text', async () => {
    const { user, input, location } = setup();
    await user.click(input);
    await user.keyboard('{Enter}');
    await user.type(input, '   {Enter}');
    expect(location()).toBe('/en');
  });

  it('searches on Enter with the text and the city, and closes the panel', async () => {
    const { user, input, location } = setup({ initialCity: 'novi-sad' }, [
      suggestionsMock('hair', hairSuggestions, { city: 'novi-sad' }),
    ]);
    await typeAndSettle(user, input, 'hair');
    expect(input.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{Enter}');
    expect(location()).toBe('/en/search?s=hair&c=novi-sad');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('searches with the search button', async () => {
    const { user, input, location } = setup({ initialText: 'Face mask' });
    expect((input as HTMLInputElement).value).toBe('Face mask');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/en/search?s=Face+mask&c=beograd');
  });

  it('opens the company page of a picked venue, with the city', async () => {
    const { user, input, location } = setup({}, [suggestionsMock('hair', hairSuggestions)]);
    await typeAndSettle(user, input, 'hair');
    await user.click(screen.getByRole('option', { name: /Studio Lana/ }));
    expect(location()).toBe('/en/company/7?c=beograd');
    expect((input as HTMLInputElement).value).toBe('Studio Lana');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('searches for a picked treatment by its title', async () => {
    const { mock, requests } = recordingMock(hairSuggestions);
    const { user, input, location } = setup({}, [mock]);
    await typeAndSettle(user, input, 'hair');
    await user.click(optionWithText('Haircut'));
    expect(location()).toBe('/en/search?s=Haircut&c=beograd');
    expect(screen.queryByRole('listbox')).toBeNull();
    // The field shows the pick, not the typed "hair", and asks nothing more for it.
    expect((input as HTMLInputElement).value).toBe('Haircut');
    await wait(1000);
    expect(requests).toEqual([{ text: 'hair', city: 'beograd' }]);
  });

  it('moves through the options with the arrow keys and picks the active one with Enter', async () => {
    const { user, input, location } = setup({}, [suggestionsMock('hair', hairSuggestions)]);
    await typeAndSettle(user, input, 'hair');
    const activeOption = () =>
      document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Studio LanaKnez Mihailova 1');
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Haircut');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Studio LanaKnez Mihailova 1');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()?.textContent).toBe('Haircut');

    await user.keyboard('{Enter}');
    expect(location()).toBe('/en/search?s=Haircut&c=beograd');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('Haircut');
  });

  it('closes on Escape and reopens with the arrow keys', async () => {
    const { user, input } = setup({}, [suggestionsMock('hair', hairSuggestions)]);
    await typeAndSettle(user, input, 'hair');

    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).not.toBeNull();
  });

  it('stays open while the mouse is over the panel, even without focus', async () => {
    const { user, input } = setup({}, [suggestionsMock('hair', hairSuggestions)]);
    await typeAndSettle(user, input, 'hair');
    const panel = screen.getByRole('listbox').parentElement as HTMLElement;

    await user.hover(panel);
    await user.tab();
    expect(document.activeElement).not.toBe(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');

    await user.unhover(panel);
    expect(input.getAttribute('aria-expanded')).toBe('false');

    await user.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('starts with the requested city when it is offered, else the first', () => {
    setup({ initialCity: 'novi-sad' });
    expect((screen.getByRole('combobox', { name: 'City' }) as HTMLSelectElement).value).toBe(
      'novi-sad',
    );
  });

  it('falls back to the first city for an unknown one', () => {
    setup({ initialCity: 'atlantis' });
    expect((screen.getByRole('combobox', { name: 'City' }) as HTMLSelectElement).value).toBe(
      'beograd',
    );
  });
});
