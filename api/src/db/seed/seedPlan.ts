// Turns the hand-written demo data into the exact rows to insert. Pure and deterministic: the only
// randomness (phone digits, which of its kind's treatments a branch offers) comes from a generator
// with a fixed seed, consumed in a fixed order.
import type { CountryCode } from '../schema/geo.js';
import type { InterfaceMode } from '../schema/network.js';
import { bosnianBranches } from './branches/bosnia.js';
import { montenegrinBranches } from './branches/montenegro.js';
import { russianBranches } from './branches/russia.js';
import { serbianBranches } from './branches/serbia.js';
import { businessKinds } from './businessKinds.js';
import { categoryGroups } from './categories.js';
import { bosnia } from './countries/bosnia.js';
import { montenegro } from './countries/montenegro.js';
import { russia } from './countries/russia.js';
import { serbia } from './countries/serbia.js';
import type { Random } from './random.js';
import { seededRandom } from './random.js';
import type { CategoryGroupSeed, CityBranchesSeed, CountrySeed } from './types.js';

export interface PlannedBranch {
  readonly country: CountryCode;
  readonly city: string;
  readonly organization: string;
  readonly name: string;
  readonly address: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly phone: string;
  readonly interfaceMode: InterfaceMode;
  /** Treatment slugs. */
  readonly treatments: readonly string[];
}

export interface SeedPlan {
  readonly countries: readonly CountrySeed[];
  readonly categoryGroups: readonly CategoryGroupSeed[];
  readonly organizations: readonly { readonly country: CountryCode; readonly name: string }[];
  readonly branches: readonly PlannedBranch[];
}

const demoSeed = 20_250_601;

const fillDigits = (format: string, random: Random) =>
  format.replace(/#/g, () => String(random.int(0, 9)));

// The first two treatments of a kind are what it is known for and always offered; each of the
// rest with a 70% chance.
function pickTreatments(all: readonly string[], random: Random): string[] {
  return all.filter((_, index) => index < 2 || random.next() < 0.7);
}

function planCityBranches(city: CityBranchesSeed, random: Random): PlannedBranch[] {
  return city.branches.map((branch) => ({
    country: city.country,
    city: city.city,
    organization: branch.organization ?? branch.name,
    name: branch.name,
    address: branch.address,
    latitude: branch.latitude,
    longitude: branch.longitude,
    phone: fillDigits(city.phoneFormat, random),
    interfaceMode: branch.mode,
    treatments: pickTreatments(businessKinds[branch.kind], random),
  }));
}

export function buildSeedPlan(): SeedPlan {
  const random = seededRandom(demoSeed);
  const branchTables = [serbianBranches, montenegrinBranches, bosnianBranches, russianBranches];
  const branches = branchTables.flat().flatMap((city) => planCityBranches(city, random));

  const organizations = new Map<string, { country: CountryCode; name: string }>();
  for (const { country, organization } of branches) {
    organizations.set(`${country}/${organization}`, { country, name: organization });
  }

  return {
    countries: [serbia, montenegro, bosnia, russia],
    categoryGroups,
    organizations: [...organizations.values()],
    branches,
  };
}
