import type { Plugin } from 'vite';

/**
 * The page modules routes load on demand (src/routing/pageRoutes.tsx's glob): each must export its
 * page as `Component`, which the router renders. One that does not would render an empty page
 * with a 200, so the build fails instead, naming the module.
 */
const pageModule =
  /[\\/]src[\\/]pages[\\/](?:(?!error[\\/])[^\\/]+|booking[\\/]flow)[\\/][^\\/]+Page\.tsx$/;
/** A page's data module beside it (XPage.data.ts): its loader and action. */
const dataModule = /[\\/]src[\\/]pages[\\/](?:[^\\/]+|booking[\\/]flow)[\\/][^\\/]+Page\.data\.ts$/;

export function routeModulesPlugin(): Plugin {
  return {
    name: 'termin:route-modules',
    apply: 'build',
    moduleParsed(info) {
      if (dataModule.test(info.id)) {
        if (info.exports.includes('loader') || info.exports.includes('action')) return;
        this.error(
          `${info.id} is a page's data module but exports neither loader nor action, ` +
            'which src/routing/pageRoutes.tsx takes from it.',
        );
      }
      if (!pageModule.test(info.id) || info.exports.includes('Component')) return;
      this.error(
        `${info.id} is a page module but exports no Component: export the page as Component ` +
          '(e.g. `export { MyPage as Component }`), as src/routing/pageRoutes.tsx expects.',
      );
    },
    // The server render preloads a page's data module by its key in the build manifest, which
    // only a chunk of its own has: one another module imports can be merged into a shared chunk.
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const ownChunks = new Set(
        Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' && file.facadeModuleId ? [file.facadeModuleId] : [],
        ),
      );
      for (const id of this.getModuleIds()) {
        if (!dataModule.test(id) || ownChunks.has(id)) continue;
        this.error(
          `${id} has no chunk of its own, so the server render cannot preload it: another ` +
            'module imports it. Move what they share to a module of its own (e.g. queries.ts).',
        );
      }
    },
  };
}
