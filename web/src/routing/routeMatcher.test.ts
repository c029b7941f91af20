import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { routeMatcher } from './routeMatcher';

const tree: RouteObject[] = [
  { id: 'root', children: [{ id: 'company', path: ':locale/company/:slug' }] },
];

describe('routeMatcher', () => {
  it('matches as matchRoutes does, and asks the tree once per remembered pathname', () => {
    const routes = vi.fn(() => tree);
    const match = routeMatcher(routes, 2);
    const first = match('/en/company/salon-1');
    expect(first?.map((found) => found.route.id)).toEqual(['root', 'company']);
    expect(first?.[1]?.params).toEqual({ locale: 'en', slug: 'salon-1' });
    expect(match('/en/company/salon-1')).toBe(first);
    expect(routes).toHaveBeenCalledTimes(1);
    expect(match('/en/nowhere/at/all')).toBeNull();
  });

  it('forgets the least recently used pathname beyond its size', () => {
    const routes = vi.fn(() => tree);
    const match = routeMatcher(routes, 2);
    match('/en/company/a');
    match('/en/company/b');
    match('/en/company/a');
    match('/en/company/c'); // b goes
    match('/en/company/a');
    expect(routes).toHaveBeenCalledTimes(3);
    match('/en/company/b');
    expect(routes).toHaveBeenCalledTimes(4);
  });
});
