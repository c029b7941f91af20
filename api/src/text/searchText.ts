// Accent- and case-insensitive matching without database extensions: pg_trgm and unaccent are not
// guaranteed (PGlite, managed PostgreSQL), and lower() depends on the database's ctype. So names
// are folded here, in one place, both when rows are written (search_text columns) and when a
// search term arrives, and the database only compares plain strings with LIKE.

/** Separates the names folded into one search_text value; fold() never outputs it. */
export const nameSeparator = '|';

/**
 * Lowercases, strips diacritics (Niš → nis, ё → е), spells đ as dj (as Serbian Latin does without
 * diacritics), turns anything that is not a letter or digit into a single space, and trims.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/đ/g, 'dj')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The value stored in a search_text column: every distinct folded name, each after a separator. */
export function searchText(names: readonly string[]): string {
  const folded = [...new Set(names.map(fold).filter((name) => name.length > 0))];
  return folded.map((name) => nameSeparator + name).join('');
}

/** LIKE patterns for a folded term, best match first: name prefix, word prefix, anywhere. */
export interface SearchPatterns {
  readonly namePrefix: string;
  readonly wordPrefix: string;
  readonly anywhere: string;
  /** The folded term itself, unescaped. */
  readonly folded: string;
}

// fold() leaves only letters, digits and spaces, so nothing needs escaping today; escaping anyway
// keeps a future change to fold() from turning user input into wildcards.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Patterns for a search term, or undefined when the term has nothing searchable in it. */
export function searchPatterns(term: string): SearchPatterns | undefined {
  const folded = fold(term);
  if (folded.length === 0) return undefined;
  const escaped = escapeLike(folded);
  return {
    namePrefix: `%${nameSeparator}${escaped}%`,
    wordPrefix: `% ${escaped}%`,
    anywhere: `%${escaped}%`,
    folded,
  };
}
