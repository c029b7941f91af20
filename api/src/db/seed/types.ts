// Shapes of the hand-written demo data. Ids are not part of it: the database assigns them in
// insertion order, which is fixed, so a fresh database always gets the same ids.
import type { LocalizedText } from '../../i18n/language.js';
import type { CountryCode } from '../schema/geo.js';
import type { InterfaceMode } from '../schema/network.js';
import type { BusinessKind } from './businessKinds.js';

export interface CitySeed {
  readonly slug: string;
  readonly name: LocalizedText;
  readonly latitude: number;
  readonly longitude: number;
  readonly timeZone: string;
  readonly population: number;
}

export interface CountrySeed {
  readonly code: CountryCode;
  readonly name: LocalizedText;
  readonly currency: string;
  readonly cities: readonly CitySeed[];
}

export interface TreatmentSeed {
  readonly slug: string;
  readonly name: LocalizedText;
}

export interface CategoryGroupSeed extends TreatmentSeed {
  readonly treatments: readonly TreatmentSeed[];
}

export interface BranchSeed {
  readonly name: string;
  /** The owning organization when it has several branches; defaults to the branch name. */
  readonly organization?: string;
  readonly kind: BusinessKind;
  readonly mode: InterfaceMode;
  readonly address: string;
  readonly latitude: number;
  readonly longitude: number;
}

export interface CityBranchesSeed {
  readonly country: CountryCode;
  readonly city: string;
  /**
   * The city's main post office code: the demo's stand-in for each street's own (the venues are
   * invented, their streets real).
   */
  readonly postalCode: string;
  /** Local phone format; each # becomes a digit from the seeded generator. */
  readonly phoneFormat: string;
  readonly branches: readonly BranchSeed[];
}

export interface AreaSeed {
  readonly slug: string;
  readonly name: LocalizedText;
  readonly latitude: number;
  readonly longitude: number;
}

/** A weekly interval in local minutes after midnight; weekday 1 = Monday. */
export interface WeeklyInterval {
  readonly weekday: number;
  readonly startsAt: number;
  readonly endsAt: number;
}
