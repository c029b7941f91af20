// Finds the part of a suggestion title that the typed text matched, so the panel can mark it. The
// API matches word prefixes of folded names (api/src/text/searchText.ts: case- and
// diacritics-insensitive, đ as dj); this folds the same way, one character at a time, so the
// match maps back onto the title as written ("nis" marks "Niš" in "Fit Arena Niš").

export interface TitleParts {
  before: string;
  match: string;
  after: string;
}

/** The folded form of one character: lowercase, no diacritics, a space for anything not a letter or digit. */
function foldChar(char: string): string {
  const bare = char
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/đ/g, 'dj');
  return /^[\p{L}\p{N}]+$/u.test(bare) ? bare : ' ';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The title split around the first word-prefix match of `typed`, or undefined when the title
 * does not show it (the API also matches names in other languages, which are not on screen).
 */
export function matchedPart(title: string, typed: string): TitleParts | undefined {
  const term = [...typed].map(foldChar).join('').trim().replace(/ +/g, ' ');
  if (term === '') return undefined;
  // folded[i] came from the title character spanning title[starts[i]] to title[ends[i] - 1].
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const char of title) {
    const piece = foldChar(char);
    folded += piece;
    for (let i = 0; i < piece.length; i += 1) {
      starts.push(offset);
      ends.push(offset + char.length);
    }
    offset += char.length;
  }
  const pattern = new RegExp(`(^| )(${term.split(' ').map(escapeRegExp).join(' +')})`);
  const found = pattern.exec(folded);
  if (!found) return undefined;
  const start = found.index + (found[1]?.length ?? 0);
  const end = start + (found[2]?.length ?? 0);
  const from = starts[start] ?? 0;
  const stop = ends[end - 1] ?? title.length;
  return { before: title.slice(0, from), match: title.slice(from, stop), after: title.slice(stop) };
}
