// A branch's price list: for each treatment it offers, the templates its kind lists, priced at
// the local level and the venue's own price factor.
import type { LocalizedText } from '../../i18n/language.js';
import type { CountryCode } from '../schema/geo.js';
import type { BusinessKind } from './businessKinds.js';
import { localPrice } from './prices.js';
import type { Random } from './random.js';
import { chance } from './random.js';
import { serviceTemplates } from './services/index.js';

export interface PlannedService {
  readonly treatment: string;
  readonly name: LocalizedText;
  readonly description: LocalizedText;
  readonly durationMinutes: number;
  /** Minor units of the branch's currency. */
  readonly price: number;
  readonly priceIsFrom: boolean;
}

export const fewestServices = 6;
export const mostServices = 20;

export function planServices(
  branch: {
    readonly kind: BusinessKind;
    readonly country: CountryCode;
    readonly city: string;
    readonly treatments: readonly string[];
  },
  random: Random,
): PlannedService[] {
  const priceFactor = 0.85 + random.next() * 0.35;
  const offered = branch.treatments.map((treatment) =>
    serviceTemplates.filter(
      (template) =>
        template.treatment === treatment &&
        (!template.kinds || template.kinds.includes(branch.kind)),
    ),
  );
  // A treatment's first template is always listed, the others usually.
  const listed = offered.map((templates) =>
    templates.filter((_, index) => index === 0 || chance(random, 0.75)),
  );
  const count = () => listed.reduce((sum, templates) => sum + templates.length, 0);
  // Too short a menu takes back what was left out; too long a one drops from the end of each
  // treatment in turn, so every treatment keeps its most asked-for services.
  for (let t = 0; count() < fewestServices && t < offered.length; t++) {
    listed[t] = offered[t]!.filter((template, index) => index < 3 || listed[t]!.includes(template));
  }
  let last = listed.length - 1;
  while (count() > mostServices && listed.some((templates) => templates.length > 1)) {
    if (listed[last]!.length > 1) listed[last] = listed[last]!.slice(0, -1);
    last = (last - 1 + listed.length) % listed.length;
  }
  return listed.flat().map((template) => ({
    treatment: template.treatment,
    name: template.name,
    description: template.description,
    durationMinutes: template.minutes,
    price: localPrice(template.rsd, branch.country, branch.city, priceFactor),
    priceIsFrom: template.from,
  }));
}
