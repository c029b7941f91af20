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

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('locales', () => {
  it('defines each message id in one file only', () => {
    const owners = new Map<string, string>();
    for (const page of pageFolders) {
      for (const key of Object.keys(readMessages(page, 'en'))) {
        expect(owners.get(key), `${key} is in ${owners.get(key)} and ${page}`).toBeUndefined();
        owners.set(key, page);
      }
    }
  });

  it('has every message id the web code names literally', () => {
    const known = new Set(pageFolders.flatMap((page) => Object.keys(readMessages(page, 'en'))));
    const used = new Set<string>();
    for (const file of sourceFiles(join(root, '..', 'web', 'src'))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\bid(?:=|:\s*)["']([a-z][\w-]*\.[\w.-]+)["']/g))
        used.add(match[1]!);
      for (const match of source.matchAll(
        /(?:heading|intro|label|title|tagline)=["']([a-z][\w-]*\.[\w.-]+)["']/g,
      ))
        used.add(match[1]!);
      for (const match of source.matchAll(/\[\s*'\w+',\s*'([a-z][\w-]*\.[\w.-]+)'\s*\]/g))
        used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((id) => !known.has(id))).toEqual([]);
  });

  it('has a text for every refusal a customer can meet (userError.<UserErrorCode>)', () => {
    const schema = readFileSync(join(root, '..', 'schema', 'common.graphql'), 'utf8');
    const body = /enum UserErrorCode \{([^}]*)\}/.exec(schema)?.[1] ?? '';
    const codes = body
      .replace(/"[^"]*"/g, '')
      .split(/\s+/)
      .filter(Boolean);
    expect(codes).toContain('SLOT_TAKEN');
    for (const language of languages) {
      const messages = readMessages('general', language);
      expect(codes.filter((code) => !(`userError.${code}` in messages))).toEqual([]);
    }
  });

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
