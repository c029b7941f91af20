// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Link, NavigateContext } from './Link';

function Shell({ children }: { children: ReactNode }) {
  return <NavigateContext value={useNavigate()}>{children}</NavigateContext>;
}

function setup(links: ReactNode, { shell = true } = {}) {
  const page = (
    <>
      {links}
      <Outlet />
    </>
  );
  const router = createMemoryRouter(
    [
      {
        path: '/en',
        element: shell ? <Shell>{page}</Shell> : page,
        children: [
          { path: 'blog', element: <h1>Blog</h1> },
          { path: 'help', element: <h1>Help</h1> },
        ],
      },
    ],
    { initialEntries: ['/en'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('renders an anchor whose plain click the router takes over, with the onClick called first', async () => {
    const onClick = vi.fn();
    const router = setup(
      <Link to="/en/blog?page=2" className="nav" onClick={onClick}>
        Blog
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Blog' });
    expect(link.getAttribute('href')).toBe('/en/blog?page=2');
    expect(link.className).toBe('nav');
    expect(fireEvent.click(link)).toBe(false); // false: the default action was prevented
    expect(onClick).toHaveBeenCalledOnce();
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('leaves modified clicks, other targets and prevented clicks to the browser', () => {
    const router = setup(
      <>
        <Link to="/en/blog">Blog</Link>
        <Link to="/en/help" target="_blank">
          Help
        </Link>
        <Link to="/en/help" onClick={(event) => event.preventDefault()}>
          Stay
        </Link>
      </>,
    );
    // Whether the link's handler kept the click from the browser; then no page load in jsdom.
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }), { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Help' }));
    fireEvent.click(screen.getByRole('link', { name: 'Stay' }));
    document.removeEventListener('click', record);
    // The last one's own onClick prevented it, as a page may.
    expect(leftToBrowser).toEqual([true, true, true, false]);
    expect(router.state.location.pathname).toBe('/en');
  });

  it("keeps react-router's Link for relative paths and outside the app shell", async () => {
    const router = setup(<Link to="help">Help</Link>);
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link.getAttribute('href')).toBe('/en/help');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Help' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/help');
  });

  it('still navigates without the shell (component tests render pages alone)', async () => {
    const router = setup(<Link to="/en/blog">Blog</Link>, { shell: false });
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/blog');
  });
});
