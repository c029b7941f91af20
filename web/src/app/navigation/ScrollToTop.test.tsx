// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

function setup() {
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <ScrollToTop />
            <Outlet />
          </>
        ),
        children: [{ path: 'a' }, { path: 'b', element: <h2 id="prices">Prices</h2> }],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  scrollTo.mockClear();
  return { router, scrollTo };
}

const scrolledTo = (y: number) =>
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });

describe('ScrollToTop (spec §2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    scrolledTo(0);
  });

  it('scrolls to the top after each navigation to a page', async () => {
    const { router, scrollTo } = setup();
    scrolledTo(900);
    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('goes back to where the reader was on back', async () => {
    const { router, scrollTo } = setup();
    scrolledTo(900);
    await act(() => router.navigate('/b'));
    scrolledTo(0);
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenCalledWith(0, 900);
  });

  it('goes to an anchor instead of the top', async () => {
    const { router, scrollTo } = setup();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView; // jsdom has none
    await act(() => router.navigate('/b#prices'));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('keeps the position when a navigation only changes the selection (preventScrollReset)', async () => {
    const { router, scrollTo } = setup();
    scrolledTo(900);
    await act(() => router.navigate('/a?service=1', { replace: true, preventScrollReset: true }));
    expect(router.state.location.search).toBe('?service=1');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
