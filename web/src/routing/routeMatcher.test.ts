import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { routeMatcher } from './routeMatcher';

const tree: RouteObject[] = [
  {
    id: 'root',
    children: [
      { id: 'company', path: ':locale/company/:slug' },
      { id: 'token', path: ':locale/:token' },
    ],
  },
];

describe('routeMatcher', () => {
  it('matches as matchRoutes does, reading the tree once', () => {
    const routes = vi.fn(() => tree);
    const match = routeMatcher(routes, 2);
    const first = match('/en/company/salon-1');
    expect(first?.map((found) => found.route.id)).toEqual(['root', 'company']);
    expect(first?.[1]?.params).toEqual({ locale: 'en', slug: 'salon-1' });
    expect(match('/en/company/salon-1')).toBe(first);
    expect(match('/en/prvi-termin')?.map((found) => found.route.id)).toEqual(['root', 'token']);
    expect(match('/en/nowhere/at/all')).toBeNull();
    expect(routes).toHaveBeenCalledTimes(1);
  });

  it('forgets the least recently used pathname beyond its size', () => {
    const match = routeMatcher(() => tree, 2);
    const a = match('/en/company/a');
    const b = match('/en/company/b');
    expect(match('/en/company/a')).toBe(a);
    match('/en/company/c'); // b goes
    expect(match('/en/company/a')).toBe(a);
    const bAgain = match('/en/company/b');
    expect(bAgain).not.toBe(b);
    expect(bAgain).toEqual(b);
  });
});
