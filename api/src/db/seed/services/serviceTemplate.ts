// A service as a venue of some kind lists it. Prices are Belgrade prices in dinars; the seed turns
// them into each country's currency and price level (seed/prices.ts).
import type { LocalizedText } from '../../../i18n/language.js';
import type { BusinessKind } from '../businessKinds.js';

export interface ServiceTemplate {
  /** The treatment (leaf category slug). */
  readonly treatment: string;
  readonly name: LocalizedText;
  readonly description: LocalizedText;
  readonly minutes: number;
  readonly rsd: number;
  /** A starting price ("from"). */
  readonly from: boolean;
  /** Only venues of these kinds list it; every kind offering the treatment when absent. */
  readonly kinds?: readonly BusinessKind[];
}

type Texts = readonly [en: string, sr: string, ru: string];

/** service(treatment, minutes, dinars, names, descriptions, options). */
export const service = (
  treatment: string,
  minutes: number,
  rsd: number,
  [en, sr, ru]: Texts,
  [den, dsr, dru]: Texts,
  options: { from?: boolean; kinds?: readonly BusinessKind[] } = {},
): ServiceTemplate => ({
  treatment,
  name: { en, sr, ru },
  description: { en: den, sr: dsr, ru: dru },
  minutes,
  rsd,
  from: options.from ?? false,
  ...(options.kinds ? { kinds: options.kinds } : {}),
});
