import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyLoadsOf } from './lazyRoute';
import { pageRoutes } from './pageRoutes';

/** Every route of the table with lazy modules, by id. */
function lazyRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [
    ...(route.lazy ? [route] : []),
    ...lazyRoutes(route.children ?? []),
  ]);
}

// A page module without its Component (or a data module without its loader or action) would
// render an empty page, found only by opening it: each route's modules load here.
describe('the modules of every page route', () => {
  const routes = lazyRoutes(pageRoutes('RS'));

  it.each(routes.map((route) => [route.id, route] as const))(
    '%s loads its Component and its data module its loader or action',
    async (_id, route) => {
      const loaded = Object.fromEntries(
        await Promise.all(
          lazyLoadsOf(route.lazy).map(async ([property, load]) => [property, await load()]),
        ),
      );
      expect(loaded.Component).toBeTypeOf('function');
      const modules = (route.handle as { modules: string[] }).modules;
      if (modules.some((module) => module.endsWith('.data.ts'))) {
        expect(loaded.loader ?? loaded.action).toBeTypeOf('function');
      }
    },
    20_000,
  );
});

// Vite's build places a data module that another module imports in a shared chunk, which the
// build manifest does not name by its path: the server render would not preload it
// (server/pageAssets.ts). Shared code lives in modules of its own (queries.ts, …).
it('has no data module imported by any module but its page', () => {
  const src = join(dirname(fileURLToPath(import.meta.url)), '..');
  const sources = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('__generated__'),
  );
  const strays = sources.flatMap((file) =>
    [...readFileSync(join(src, file), 'utf8').matchAll(/from '([^']+)\.data'/g)]
      .map(([, module]) => module!)
      .filter((module) => !(module.startsWith('./') && basename(module) === basename(file, '.tsx')))
      .map((module) => `${file} imports ${module}.data`),
  );
  expect(strays).toEqual([]);
});
