import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Conventions §7: every message id exists in every locale. Layout: locales/{page}/{language}/data.json
// (spec §7: translations are fetched per page name and language).
const root = fileURLToPath(new URL('.', import.meta.url));
const languages = ['en', 'sr', 'ru'] as const;

const pageFolders = readdirSync(root).filter(
  (name) => !name.startsWith('.') && statSync(join(root, name)).isDirectory(),
);

function readMessages(page: string, language: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(root, page, language, 'data.json'), 'utf8'));
}

describe('locales', () => {
  it('has the general messages', () => {
    expect(pageFolders).toContain('general');
  });

  describe.each(pageFolders)('%s', (page) => {
    it('has a data.json for every language and no other language folders', () => {
      const folders = readdirSync(join(root, page)).filter((name) =>
        statSync(join(root, page, name)).isDirectory(),
      );
      expect(folders.sort()).toEqual([...languages].sort());
    });

    it('is a flat map of non-empty strings in every language', () => {
      for (const language of languages) {
        const messages = readMessages(page, language);
        for (const [key, value] of Object.entries(messages)) {
          expect(typeof value === 'string' && value.trim() !== '', `${language}: ${key}`).toBe(
            true,
          );
        }
      }
    });

    it.each(languages)('has in %s exactly the keys of the other languages', (language) => {
      const keys = new Set(Object.keys(readMessages(page, language)));
      for (const other of languages) {
        if (other === language) continue;
        const missing = Object.keys(readMessages(page, other)).filter((key) => !keys.has(key));
        expect(missing, `keys in ${other} missing from ${language}`).toEqual([]);
      }
    });
  });
});
