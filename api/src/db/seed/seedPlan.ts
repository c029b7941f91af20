// Turns the hand-written demo data into the exact rows to insert. Pure and deterministic: the only
// randomness comes from generators with fixed seeds, consumed in a fixed order.
//
// Dates: bookings, events, vacations and holidays are laid out relative to the seed day (`now`,
// read once when the empty database is seeded), in each branch's own time zone. A fixed calendar
// anchor would make the demo useless a few weeks later (no upcoming classes, no future orders);
// with the seed day as anchor the structure (every row, its id, who booked what, ratings) is the
// same on every fresh start, and only the dates move with the day the database was created.
// buildSeedPlan(sameNow) is identical run to run.
import { createHash } from 'node:crypto';
import { hashPasswordWithSalt } from '../passwordHash.js';
import type { CountryCode } from '../schema/geo.js';
import { cityAreas } from './areas.js';
import type {
  PlannedEvent,
  PlannedEventBooking,
  PlannedOrder,
  PlannedReview,
} from './bookingTypes.js';
import { bosnianBranches } from './branches/bosnia.js';
import { montenegrinBranches } from './branches/montenegro.js';
import { russianBranches } from './branches/russia.js';
import { serbianBranches } from './branches/serbia.js';
import { businessKinds } from './businessKinds.js';
import { categoryGroups } from './categories.js';
import type { ContentPlan } from './content/index.js';
import { buildContent } from './content/index.js';
import { bosnia } from './countries/bosnia.js';
import { montenegro } from './countries/montenegro.js';
import { russia } from './countries/russia.js';
import { serbia } from './countries/serbia.js';
import type { CustomerSeed } from './customers.js';
import { demoCustomer, demoPassword, reviewers } from './customers.js';
import { demoEventBookings, demoOrders, largestBranch, largestTeam } from './demoBookings.js';
import type { DialCodeSeed } from './dialCodes.js';
import { buildDialCodes } from './dialCodes.js';
import type { BranchBasics, BranchDetails } from './planBranch.js';
import { planBranchDetails } from './planBranch.js';
import { planBranchEvents } from './planEvents.js';
import type { PlannedGiftCard, PlannedRedemption } from './planGiftCards.js';
import { planGiftCards } from './planGiftCards.js';
import type { PlannedOrganization } from './planOrganizations.js';
import { planOrganization } from './planOrganizations.js';
import { planBranchOrders } from './planOrders.js';
import type { Random } from './random.js';
import { chance, randomFor, seededRandom } from './random.js';
import type { AreaSeed, CategoryGroupSeed, CityBranchesSeed, CountrySeed } from './types.js';
import { weeklyHours } from './weeklyHours.js';
import type { LocalDate } from '@termin/zoned-time';
import { addDays, localDateOf } from '@termin/zoned-time';

export interface PlannedBranch extends BranchBasics, BranchDetails {
  readonly address: string;
  readonly postalCode: string;
  readonly phone: string;
  readonly isFeatured: boolean;
}

export interface PlannedCustomer extends CustomerSeed {
  readonly passwordHash: string | undefined;
  readonly createdAt: Date;
}

export interface PlannedAuthClient {
  readonly id: string;
  readonly name: string;
  readonly redirectUrls: readonly string[];
}

export interface SeedPlan {
  /** The seed day in UTC; each branch counts from its own local day. */
  readonly seedDay: LocalDate;
  readonly countries: readonly CountrySeed[];
  readonly categoryGroups: readonly CategoryGroupSeed[];
  readonly areas: readonly { country: CountryCode; city: string; areas: readonly AreaSeed[] }[];
  readonly dialCodes: readonly DialCodeSeed[];
  readonly organizations: readonly PlannedOrganization[];
  readonly branches: readonly PlannedBranch[];
  readonly customers: readonly PlannedCustomer[];
  readonly favorites: readonly { customer: string; branch: string }[];
  readonly authClients: readonly PlannedAuthClient[];
  readonly orders: readonly PlannedOrder[];
  readonly groupEvents: readonly PlannedEvent[];
  readonly eventBookings: readonly PlannedEventBooking[];
  readonly reviews: readonly PlannedReview[];
  readonly giftCards: readonly PlannedGiftCard[];
  readonly giftCardRedemptions: readonly PlannedRedemption[];
  readonly content: ContentPlan;
}

const demoSeed = 20_250_601;
const countrySeeds = [serbia, montenegro, bosnia, russia];

/** Venues whose hours differ from their kind's: a seaside barber closes for the afternoon heat. */
const openingHoursOf: Readonly<Record<string, ReturnType<typeof weeklyHours>>> = {
  'Barber Stari Grad': weeklyHours('1-6 09:00-14:00 17:00-22:00'),
};

const fillDigits = (format: string, random: Random) =>
  format.replace(/#/g, () => String(random.int(0, 9)));

// The first two treatments of a kind are what it is known for and always offered; each of the
// rest with a 70% chance.
function pickTreatments(all: readonly string[], random: Random): string[] {
  return all.filter((_, index) => index < 2 || random.next() < 0.7);
}

interface BranchDraft extends BranchBasics {
  readonly address: string;
  readonly postalCode: string;
  readonly phone: string;
}

function planCityBranches(city: CityBranchesSeed, random: Random): BranchDraft[] {
  return city.branches.map((branch) => ({
    country: city.country,
    city: city.city,
    organization: branch.organization ?? branch.name,
    name: branch.name,
    kind: branch.kind,
    address: branch.address,
    postalCode: city.postalCode,
    latitude: branch.latitude,
    longitude: branch.longitude,
    phone: fillDigits(city.phoneFormat, random),
    interfaceMode: branch.mode,
    treatments: pickTreatments(businessKinds[branch.kind], random),
  }));
}

const cityOf = (country: CountryCode, slug: string) => {
  const city = countrySeeds.find((c) => c.code === country)?.cities.find((c) => c.slug === slug);
  if (!city) throw new Error(`Unknown city ${country}/${slug}`);
  return city;
};

export function buildSeedPlan(now: Date = new Date()): SeedPlan {
  const random = seededRandom(demoSeed);
  const branchTables = [serbianBranches, montenegrinBranches, bosnianBranches, russianBranches];
  const drafts = branchTables.flat().flatMap((city) => planCityBranches(city, random));
  const groupOf = new Map(
    categoryGroups.flatMap((group) => group.treatments.map((t) => [t.slug, group.slug] as const)),
  );
  const todayIn = (zone: string) => localDateOf(now, zone);

  const branches: PlannedBranch[] = drafts.map((draft, index) => {
    const city = cityOf(draft.country, draft.city);
    const firstInCity = drafts.findIndex((d) => d.city === draft.city) === index;
    return {
      ...draft,
      ...planBranchDetails(draft, {
        timeZone: city.timeZone,
        areas:
          cityAreas.find((c) => c.country === draft.country && c.city === draft.city)?.areas ?? [],
        groupOf,
        today: todayIn(city.timeZone),
        ...(openingHoursOf[draft.name] ? { openingHours: openingHoursOf[draft.name] } : {}),
        ...(draft.name === largestBranch ? { teamSize: largestTeam } : {}),
      }),
      isFeatured: firstInCity || chance(randomFor(`featured:${draft.name}`), 0.12),
    };
  });

  const organizations = new Map<string, PlannedOrganization>();
  for (const branch of branches) {
    const key = `${branch.country}/${branch.organization}`;
    if (organizations.has(key)) continue;
    const cityName = cityOf(branch.country, branch.city).name.sr;
    organizations.set(
      key,
      planOrganization(
        { country: branch.country, name: branch.organization },
        { address: branch.address, cityName },
      ),
    );
  }

  const seedDay = localDateOf(now, 'UTC');
  const dayOf = (offset: number) => new Date(Date.parse(`${addDays(seedDay, offset)}T09:00:00Z`));
  const demoSalt = createHash('sha256').update(demoCustomer.email).digest().subarray(0, 16);
  const customers: PlannedCustomer[] = [
    {
      ...demoCustomer,
      passwordHash: hashPasswordWithSalt(demoPassword, demoSalt),
      createdAt: dayOf(-420),
    },
    ...reviewers.map((reviewer, index) => ({
      ...reviewer,
      passwordHash: undefined,
      createdAt: dayOf(-400 - index * 9),
    })),
  ];

  const orders: PlannedOrder[] = [];
  const groupEvents: PlannedEvent[] = [];
  const eventBookings: PlannedEventBooking[] = [];
  const reviews: PlannedReview[] = [];
  for (const branch of branches) {
    const today = todayIn(branch.timeZone);
    const bookers = reviewers.filter((reviewer) => reviewer.books.includes(branch.country));
    if (branch.interfaceMode === 'group') {
      const planned = planBranchEvents(branch, {
        now,
        today,
        demo: demoCustomer,
        demoBookings: demoEventBookings,
        customers: bookers,
        firstEventIndex: groupEvents.length,
      });
      groupEvents.push(...planned.events);
      eventBookings.push(...planned.bookings);
      reviews.push(...planned.reviews);
    } else {
      const planned = planBranchOrders(branch, {
        today,
        demo: demoCustomer,
        demoOrders,
        customers: bookers,
        ...(branch.name === largestBranch ? { futureOrders: 60 } : {}),
      });
      orders.push(...planned.orders);
      reviews.push(...planned.reviews);
    }
  }
  const { giftCards, redemptions } = planGiftCards(seedDay, orders);

  return {
    seedDay,
    countries: countrySeeds,
    categoryGroups,
    areas: cityAreas,
    dialCodes: buildDialCodes(),
    organizations: [...organizations.values()],
    branches,
    customers,
    favorites: ['Salon Lotus Vračar', 'Wellness Spa Zemun', 'Joga Studio Prana'].map((branch) => ({
      customer: demoCustomer.email,
      branch,
    })),
    authClients: [
      {
        id: 'termin-web',
        name: 'Termin',
        // bff's /auth/callback on the default development address (bff config: SITE_URL, PORT).
        redirectUrls: [
          'http://localhost:3000/auth/callback',
          'http://127.0.0.1:3000/auth/callback',
        ],
      },
    ],
    orders,
    groupEvents,
    eventBookings,
    reviews,
    giftCards,
    giftCardRedemptions: redemptions,
    content: buildContent(seedDay),
  };
}
