import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** Compiles a translation file's ICU messages to the AST react-intl formats without a parser. */
export function compileMessages(source: string): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, parse(message)]),
  );
}

const dataFile = /[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)[\\/]data\.json$/;

function translationFiles(localesRoot: string): string[] {
  return readdirSync(localesRoot, { withFileTypes: true })
    .filter((page) => page.isDirectory())
    .flatMap((page) =>
      readdirSync(join(localesRoot, page.name), { withFileTypes: true })
        .filter((language) => language.isDirectory())
        .map((language) => join(localesRoot, page.name, language.name, 'data.json')),
    );
}

/**
 * Translations (spec §7: locales/<page>/<language>/data.json): imported ones (the server render)
 * are compiled as they load; the browser fetches compiled copies at the same paths, emitted into
 * the client build and served by the dev server.
 */
export function localesPlugin(localesRoot: string): Plugin {
  let ssr = false;
  return {
    name: 'termin-locales',
    enforce: 'pre',
    configResolved(config) {
      ssr = !!config.build.ssr;
    },
    transform(code, id) {
      if (!dataFile.test(id.split('?')[0] ?? '')) return null;
      return { code: JSON.stringify(compileMessages(code)), map: null };
    },
    handleHotUpdate({ file, server }) {
      // The browser fetches translations (they are no module of its graph): it reloads the page
      // to show an edited one, as it would after any change the page cannot hot-update.
      if (dataFile.test(file)) server.ws.send({ type: 'full-reload', path: '*' });
    },
    generateBundle() {
      if (ssr) return;
      for (const file of translationFiles(localesRoot)) {
        this.emitFile({
          type: 'asset',
          fileName: `locales/${relative(localesRoot, file).split(sep).join('/')}`,
          source: JSON.stringify(compileMessages(readFileSync(file, 'utf8'))),
        });
      }
    },
    configureServer(server) {
      // locales/ is outside web/, Vite's root: watched, so an edited file and a new page's folder
      // reach the server render (its import.meta.glob) without a restart.
      server.watcher.add(localesRoot);
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        const match = /^\/locales\/([\w-]+)\/([\w-]+)\/data\.json$/.exec(path);
        if (!match) return next();
        try {
          const source = readFileSync(join(localesRoot, match[1]!, match[2]!, 'data.json'), 'utf8');
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify(compileMessages(source)));
        } catch {
          response.statusCode = 404;
          response.end();
        }
      });
    },
  };
}
