// The dial-code table (spec §3): name in every answer language, dial code and flag per country.
// Serbian and Russian names come from the ICU data Node ships (Intl.DisplayNames), so they follow
// CLDR; a code ICU does not know keeps its English name.
import type { LocalizedText } from '../../i18n/language.js';
import { dialCodeList } from './dialCodeList.js';

export interface DialCodeSeed {
  readonly code: string;
  readonly name: LocalizedText;
  readonly dialCode: string;
  readonly emoji: string;
}

/** The flag emoji: each letter of the code as its regional indicator symbol (A → U+1F1E6). */
export const flagEmoji = (code: string) =>
  String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

function displayName(names: Intl.DisplayNames, code: string, fallback: string): string {
  const name = names.of(code);
  return name && name !== code ? name : fallback;
}

export function buildDialCodes(): DialCodeSeed[] {
  const serbian = new Intl.DisplayNames(['sr-Latn'], { type: 'region' });
  const russian = new Intl.DisplayNames(['ru'], { type: 'region' });
  return dialCodeList.map(([code, en, dialCode]) => ({
    code,
    name: { en, sr: displayName(serbian, code, en), ru: displayName(russian, code, en) },
    dialCode,
    emoji: flagEmoji(code),
  }));
}
