// A branch's team: who works there, what each of them does, their weekly hours, breaks and
// vacations. Every service gets at least one master, and every day the branch opens at least one
// master works, so each service can be booked.
import type { LocalizedText } from '../../i18n/language.js';
import type { Photo } from '../schema/columns.js';
import type { CountryCode } from '../schema/geo.js';
import type { InterfaceMode } from '../schema/network.js';
import type { BusinessKind } from './businessKinds.js';
import { localizedTitle, roleFor } from './masterRoles.js';
import { personName, yearsOfExperience } from './people.js';
import type { PlannedService } from './planServices.js';
import type { Random } from './random.js';
import { chance, pick, sample, weighted } from './random.js';
import type { WeeklyInterval } from './types.js';
import type { LocalDate } from '@termin/zoned-time';
import { addDays } from '@termin/zoned-time';

export interface PlannedMasterService {
  /** Index into the branch's services. */
  readonly service: number;
  readonly durationMinutes?: number;
  readonly price?: number;
}

export interface PlannedDaysOff {
  readonly startsOn: LocalDate;
  readonly endsOn: LocalDate;
  readonly reason: string;
}

export interface PlannedMaster {
  readonly name: string;
  readonly photo: Photo;
  readonly title: LocalizedText;
  readonly bio: LocalizedText;
  /** The treatment group they work in. */
  readonly group: string;
  readonly workingHours: WeeklyInterval[];
  readonly breaks: WeeklyInterval[];
  readonly daysOff: PlannedDaysOff[];
  readonly services: PlannedMasterService[];
}

export interface TeamContext {
  readonly kind: BusinessKind;
  readonly mode: InterfaceMode;
  readonly country: CountryCode;
  readonly services: readonly PlannedService[];
  readonly groupOf: ReadonlyMap<string, string>;
  readonly openingHours: readonly WeeklyInterval[];
  /** The seed day in the branch's zone; vacations are placed around it. */
  readonly today: LocalDate;
  /** Overrides the usual team size (the availability benchmark's branch). */
  readonly size?: number;
}

const masterImages = 12;

function teamSize(context: TeamContext, groups: number, random: Random): number {
  if (context.size) return context.size;
  const [min, max] = { single: [2, 3], multi: [3, 8], group: [3, 5] }[context.mode];
  return Math.max(groups, random.int(min!, max!));
}

/** A master's week: full-time, part-time, split shifts or alternating early and late shifts. */
function planWeek(opening: readonly WeeklyInterval[], random: Random): WeeklyInterval[] {
  const days = [...new Set(opening.map((interval) => interval.weekday))];
  const pattern = weighted(random, [
    ['full', 50],
    ['part', 20],
    ['split', 15],
    ['shifts', 15],
  ] as const);
  const dayOff = days.length >= 6 ? pick(random, days) : undefined;
  const workDays =
    pattern === 'part' ? sample(random, days, 3) : days.filter((day) => day !== dayOff);
  return workDays.flatMap((weekday, index) => {
    const open = opening.filter((interval) => interval.weekday === weekday);
    const opensAt = Math.min(...open.map((interval) => interval.startsAt));
    const closesAt = Math.max(...open.map((interval) => interval.endsAt));
    if (pattern === 'split' && open.length === 1 && opensAt <= 660 && closesAt >= 1080) {
      return [
        { weekday, startsAt: opensAt, endsAt: 780 },
        { weekday, startsAt: 960, endsAt: closesAt },
      ];
    }
    if (pattern === 'shifts' && open.length === 1 && closesAt - opensAt > 480) {
      return index % 2 === 0
        ? [{ weekday, startsAt: opensAt, endsAt: opensAt + 420 }]
        : [{ weekday, startsAt: closesAt - 420, endsAt: closesAt }];
    }
    return open.map((interval) => ({ ...interval }));
  });
}

/** Half an hour for lunch on days worked for seven hours or more in one piece. */
function planBreaks(week: readonly WeeklyInterval[], random: Random): WeeklyInterval[] {
  const lunch = pick(random, [750, 780, 810, 840]);
  return week
    .filter((shift) => shift.endsAt - shift.startsAt >= 420)
    .filter((shift) => shift.startsAt <= lunch - 120 && shift.endsAt >= lunch + 150)
    .map((shift) => ({ weekday: shift.weekday, startsAt: lunch, endsAt: lunch + 30 }));
}

function planDaysOff(today: LocalDate, random: Random): PlannedDaysOff[] {
  const daysOff: PlannedDaysOff[] = [];
  if (chance(random, 0.25)) {
    const start = random.int(12, 50);
    daysOff.push({
      startsOn: addDays(today, start),
      endsOn: addDays(today, start + random.int(4, 9)),
      reason: 'vacation',
    });
  }
  if (chance(random, 0.15)) {
    const start = -random.int(20, 60);
    daysOff.push({
      startsOn: addDays(today, start),
      endsOn: addDays(today, start + 6),
      reason: 'vacation',
    });
  }
  if (chance(random, 0.1)) {
    const day = addDays(today, random.int(3, 20));
    daysOff.push({ startsOn: day, endsOn: day, reason: 'training' });
  }
  return daysOff;
}

/** Whole hundreds of dinars and roubles, whole euros and marks (in minor units). */
const priceStep: Readonly<Record<CountryCode, number>> = {
  RS: 10_000,
  ME: 100,
  BA: 100,
  RU: 10_000,
};
const roundPrice = (price: number, country: CountryCode) =>
  Math.round(price / priceStep[country]) * priceStep[country] || price;

export function planTeam(context: TeamContext, random: Random): PlannedMaster[] {
  const groups = [...new Set(context.services.map((s) => context.groupOf.get(s.treatment)!))];
  const size = teamSize(context, groups.length, random);
  const names = new Set<string>();
  const team: PlannedMaster[] = [];
  for (let index = 0; index < size; index++) {
    const group = groups[index % groups.length]!;
    const role = roleFor(context.kind, group);
    const female = chance(random, role.shareOfWomen);
    let name: string;
    do {
      const person = personName(random, context.country, female);
      name = `${person.firstName} ${person.lastName}`;
    } while (names.has(name));
    names.add(name);
    const senior = index < groups.length && chance(random, 0.5);
    const years = senior ? random.int(8, 18) : random.int(2, 9);
    const experience = yearsOfExperience(years);
    const groupServices = context.services
      .map((service, serviceIndex) => ({ service, serviceIndex }))
      .filter(({ service }) => context.groupOf.get(service.treatment) === group);
    const performed = groupServices.filter((_, i) => i === 0 || !chance(random, 0.15));
    const workingHours = planWeek(context.openingHours, random);
    team.push({
      name,
      photo: {
        url: `/images/masters/${female ? 'f' : 'm'}-${random.int(1, masterImages)}.jpg`,
        alt: { en: name, sr: name, ru: name },
        width: 600,
        height: 600,
      },
      title: localizedTitle(senior ? role.seniorTitle : role.title, female),
      bio: {
        en: role.bio.en.replace('{experience}', experience.en),
        sr: role.bio.sr.replace('{experience}', experience.sr),
        ru: role.bio.ru.replace('{experience}', experience.ru),
      },
      group,
      workingHours,
      breaks: planBreaks(workingHours, random),
      daysOff: planDaysOff(context.today, random),
      services: performed.map(({ service, serviceIndex }) => ({
        service: serviceIndex,
        // Seniors charge a fifth more; juniors take longer over long treatments.
        ...(senior && service.price > 0
          ? { price: roundPrice(service.price * 1.2, context.country) }
          : {}),
        ...(!senior &&
        service.durationMinutes >= 45 &&
        service.durationMinutes <= 150 &&
        chance(random, 0.3)
          ? { durationMinutes: service.durationMinutes + 15 }
          : {}),
      })),
    });
  }
  return ensureCoverage(team, context);
}

/** Gives an uncovered service to its group's first master and an unstaffed day to the first one. */
function ensureCoverage(team: PlannedMaster[], context: TeamContext): PlannedMaster[] {
  context.services.forEach((service, serviceIndex) => {
    if (team.some((master) => master.services.some((s) => s.service === serviceIndex))) return;
    const group = context.groupOf.get(service.treatment);
    const master = team.find((m) => m.group === group) ?? team[0]!;
    master.services.push({ service: serviceIndex });
    master.services.sort((a, b) => a.service - b.service);
  });
  for (const weekday of new Set(context.openingHours.map((interval) => interval.weekday))) {
    if (team.some((master) => master.workingHours.some((h) => h.weekday === weekday))) continue;
    const first = team[0]!;
    first.workingHours.push(
      ...context.openingHours.filter((interval) => interval.weekday === weekday),
    );
    first.workingHours.sort((a, b) => a.weekday - b.weekday || a.startsAt - b.startsAt);
  }
  return team;
}
