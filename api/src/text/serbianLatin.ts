// Serbian is written in two scripts, one-to-one: a reader may search the Latin pages in Cyrillic.
// (Not slug.ts's passport-style map, which writes ж as zh: Serbian Latin writes it ž.)
// prettier-ignore
const cyrillicToLatin: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'đ', е: 'e', ж: 'ž', з: 'z', и: 'i', ј: 'j',
  к: 'k', л: 'l', љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't',
  ћ: 'ć', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'č', џ: 'dž', ш: 'š',
};

/** Serbian text in Latin script: `Отказивање` → `otkazivanje` (lowercased). */
export function serbianLatin(text: string): string {
  return [...text.toLowerCase()].map((c) => cyrillicToLatin[c] ?? c).join('');
}
