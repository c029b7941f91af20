// Slugs for URLs: lowercase ASCII words joined by hyphens. Branch slugs end in `-<id>` and are
// reduced to that id before lookup (spec §3), so renaming a branch never breaks an old link.
import { fold } from './searchText.js';

// Cyrillic (Russian and Serbian) to Latin, close to common passport-style transliteration.
// prettier-ignore
const cyrillicToLatin: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k',
  л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh',
  ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  ё: 'e', ђ: 'dj', ј: 'j', љ: 'lj', њ: 'nj', ћ: 'c', џ: 'dz',
};

/** `Salon „Lotus“ Vračar` → `salon-lotus-vracar`; `Салон Жасмин` → `salon-zhasmin`. */
export function slugify(text: string): string {
  // Transliterate before folding: fold() would turn й into и.
  const latin = [...text.toLowerCase()].map((c) => cyrillicToLatin[c] ?? c).join('');
  return fold(latin)
    .replace(/[^a-z0-9 ]/g, '')
    .trim()
    .replace(/ +/g, '-');
}

/** The branch id at the end of a slug (`salon-lotus-12` → 12, `12` → 12), or undefined. */
export function branchIdFromSlug(slug: string): number | undefined {
  const last = slug.slice(slug.lastIndexOf('-') + 1);
  if (!/^[1-9]\d{0,9}$/.test(last)) return undefined;
  const id = Number(last);
  return id <= 2_147_483_647 ? id : undefined;
}
