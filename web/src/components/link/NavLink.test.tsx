// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { NavigateContext } from './Link';
import { isCurrent, NavLink } from './NavLink';

function Shell({ children }: { children: ReactNode }) {
  return <NavigateContext value={useNavigate()}>{children}</NavigateContext>;
}

describe('isCurrent', () => {
  it.each([
    ['/en/blog', '/en/blog', false, true],
    ['/en/blog/some-post', '/en/blog', false, true],
    ['/en/blog/some-post', '/en/blog', true, false],
    ['/en/blogger', '/en/blog', false, false],
    ['/EN/Blog/', '/en/blog', true, true],
    ['/en/search', '/en/search?c=beograd', false, true],
    ['/en/help', '/en/blog', false, false],
  ])("%s is %s's page (end %s): %s", (location, to, end, expected) => {
    expect(isCurrent(location, to, end)).toBe(expected);
  });
});

describe('NavLink', () => {
  it("marks the link of the visitor's page, and only that one", () => {
    const router = createMemoryRouter(
      [
        {
          path: '/en/*',
          element: (
            <Shell>
              <NavLink to="/en/blog" className="nav">
                Blog
              </NavLink>
              <NavLink to="/en/help">Help</NavLink>
            </Shell>
          ),
        },
      ],
      { initialEntries: ['/en/blog/first-post'] },
    );
    render(<RouterProvider router={router} />);
    const blog = screen.getByRole('link', { name: 'Blog' });
    expect(blog.getAttribute('aria-current')).toBe('page');
    expect(blog.className).toBe('nav');
    expect(blog.getAttribute('href')).toBe('/en/blog');
    expect(screen.getByRole('link', { name: 'Help' }).hasAttribute('aria-current')).toBe(false);
  });
});
