// Everything a venue shows beyond its name and address: description, gallery, district, contacts,
// hours, booking policy, price list and team.
import type { LocalizedText } from '../../i18n/language.js';
import { slugify } from '../../text/slug.js';
import type { Currency, Photo } from '../schema/columns.js';
import type { CountryCode } from '../schema/geo.js';
import type { InterfaceMode } from '../schema/network.js';
import { amenities, kindDescriptions } from './branchDescriptions.js';
import type { BusinessKind } from './businessKinds.js';
import { branchImagesPerKind, kindProfiles, photoShots } from './kindProfiles.js';
import type { PlannedMaster } from './planMasters.js';
import { planTeam } from './planMasters.js';
import type { PlannedService } from './planServices.js';
import { planServices } from './planServices.js';
import { countryCurrency } from './prices.js';
import { chance, pick, randomFor, sample } from './random.js';
import type { AreaSeed, WeeklyInterval } from './types.js';
import type { LocalDate } from '@termin/zoned-time';
import { addDays } from '@termin/zoned-time';

export interface PlannedClosure {
  readonly startsOn: LocalDate;
  readonly endsOn: LocalDate;
  readonly reason: LocalizedText;
}

export interface BranchDetails {
  readonly area: string | undefined;
  readonly description: LocalizedText;
  readonly photos: Photo[];
  readonly email: string;
  readonly website: string | undefined;
  readonly instagram: string | undefined;
  readonly timeZone: string;
  readonly currency: Currency;
  readonly cancellationWindowMinutes: number;
  readonly minNoticeMinutes: number;
  readonly bookingHorizonDays: number;
  readonly slotStepMinutes: number;
  readonly openingHours: WeeklyInterval[];
  readonly closures: PlannedClosure[];
  readonly services: PlannedService[];
  readonly masters: PlannedMaster[];
}

export interface BranchBasics {
  readonly country: CountryCode;
  readonly city: string;
  readonly organization: string;
  readonly name: string;
  readonly kind: BusinessKind;
  readonly interfaceMode: InterfaceMode;
  readonly latitude: number;
  readonly longitude: number;
  readonly treatments: readonly string[];
}

export interface BranchContext {
  readonly timeZone: string;
  readonly areas: readonly AreaSeed[];
  readonly groupOf: ReadonlyMap<string, string>;
  readonly today: LocalDate;
  readonly openingHours?: WeeklyInterval[];
  readonly teamSize?: number;
}

const topLevelDomain: Readonly<Record<CountryCode, string>> = {
  RS: 'rs',
  ME: 'me',
  BA: 'ba',
  RU: 'ru',
};

/** Holidays every venue closes for, on their next occurrence from the seed day. */
const holidays: readonly { month: string; days: number; reason: LocalizedText }[] = [
  {
    month: '01-01',
    days: 2,
    reason: { en: 'New Year holidays', sr: 'Novogodišnji praznici', ru: 'Новогодние праздники' },
  },
  {
    month: '01-07',
    days: 1,
    reason: { en: 'Orthodox Christmas', sr: 'Božić', ru: 'Рождество Христово' },
  },
  {
    month: '05-01',
    days: 2,
    reason: { en: 'Labour Day', sr: 'Praznik rada', ru: 'Праздник Весны и Труда' },
  },
];

function nextOccurrence(today: LocalDate, monthDay: string): LocalDate {
  const thisYear = `${today.slice(0, 4)}-${monthDay}`;
  return thisYear >= today ? thisYear : `${Number(today.slice(0, 4)) + 1}-${monthDay}`;
}

const squaredDistance = (a: { latitude: number; longitude: number }, b: typeof a) =>
  (a.latitude - b.latitude) ** 2 +
  ((a.longitude - b.longitude) * Math.cos((a.latitude * Math.PI) / 180)) ** 2;

function nearestArea(branch: BranchBasics, areas: readonly AreaSeed[]): string | undefined {
  let best: AreaSeed | undefined;
  for (const area of areas) {
    if (!best || squaredDistance(branch, area) < squaredDistance(branch, best)) best = area;
  }
  return best?.slug;
}

export function planBranchDetails(branch: BranchBasics, context: BranchContext): BranchDetails {
  const random = randomFor(`branch:${branch.name}`);
  const profile = kindProfiles[branch.kind];
  const openingHours =
    context.openingHours ??
    (branch.country === 'RU' ? profile.russianHours : undefined) ??
    profile.hours;
  const services = planServices(branch, random);
  const brand = slugify(branch.organization);
  const domain = `${brand}.${topLevelDomain[branch.country]}`;
  const amenity = pick(random, amenities);
  const describe = (language: keyof LocalizedText) =>
    `${kindDescriptions[branch.kind][language].replace('{name}', branch.name)} ${amenity[language]}`;
  const images = sample(
    random,
    Array.from({ length: branchImagesPerKind }, (_, i) => i + 1),
    random.int(3, 6),
  );
  return {
    area: nearestArea(branch, context.areas),
    description: { en: describe('en'), sr: describe('sr'), ru: describe('ru') },
    photos: images.map((image, index) => {
      const shot = photoShots[index % photoShots.length]!;
      return {
        url: `/images/branches/${branch.kind}-${image}.jpg`,
        alt: {
          en: `${branch.name} — ${shot.en}`,
          sr: `${branch.name} — ${shot.sr}`,
          ru: `${branch.name} — ${shot.ru}`,
        },
        width: 1200,
        height: 800,
      };
    }),
    email: `hello@${domain}`,
    website: chance(random, 0.6) ? `https://${domain}` : undefined,
    instagram: chance(random, 0.8) ? brand.replace(/-/g, '.') : undefined,
    timeZone: context.timeZone,
    currency: countryCurrency[branch.country],
    cancellationWindowMinutes: profile.cancellationWindowMinutes,
    minNoticeMinutes: profile.minNoticeMinutes,
    bookingHorizonDays: profile.bookingHorizonDays,
    slotStepMinutes: profile.slotStepMinutes,
    openingHours,
    closures: (profile.openOnHolidays ? [] : holidays).map((holiday) => {
      const startsOn = nextOccurrence(context.today, holiday.month);
      return { startsOn, endsOn: addDays(startsOn, holiday.days - 1), reason: holiday.reason };
    }),
    services,
    masters: planTeam(
      {
        kind: branch.kind,
        mode: branch.interfaceMode,
        country: branch.country,
        services,
        groupOf: context.groupOf,
        openingHours,
        today: context.today,
        ...(context.teamSize ? { size: context.teamSize } : {}),
      },
      random,
    ),
  };
}
