import type { Plugin } from 'vite';

/**
 * The page modules routes load on demand (src/routing/pageRoutes.tsx's glob): each must export its
 * page as `Component`, which the router renders. One that does not would render an empty page
 * with a 200, so the build fails instead, naming the module.
 */
const pageModule =
  /[\\/]src[\\/]pages[\\/](?:(?!error[\\/])[^\\/]+|booking[\\/]flow)[\\/][^\\/]+Page\.tsx$/;

export function routeModulesPlugin(): Plugin {
  return {
    name: 'termin:route-modules',
    apply: 'build',
    moduleParsed(info) {
      if (!pageModule.test(info.id) || info.exports.includes('Component')) return;
      this.error(
        `${info.id} is a page module but exports no Component: export the page as Component ` +
          '(e.g. `export { MyPage as Component }`), as src/routing/pageRoutes.tsx expects.',
      );
    },
  };
}
