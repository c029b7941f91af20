import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// For the tests over every translation: each page's messages in one language, as written.
const root = fileURLToPath(new URL('.', import.meta.url));

export const localePages = readdirSync(root).filter(
  (name) => !name.startsWith('.') && statSync(join(root, name)).isDirectory(),
);

/** Every page's [key, message] pairs in `language`. */
export function localeMessages(language: string): [string, string][] {
  return localePages.flatMap((page) =>
    Object.entries(
      JSON.parse(readFileSync(join(root, page, language, 'data.json'), 'utf8')) as Record<
        string,
        string
      >,
    ),
  );
}
