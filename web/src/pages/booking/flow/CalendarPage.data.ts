import type { LoaderFunctionArgs } from 'react-router';
import type { BookingAvailabilityQuery as BookingAvailabilityData } from '../../../__generated__/graphql';
import { withLatePart } from '../../../app/data/lateData';
import { loadPageQuery } from '../../../app/data/pageData';
import type { BookingState } from './bookingState';
import { addDays, localDateOf } from '@termin/zoned-time';
import { weekDates, weekFrom } from './calendarDates';
import { firstFreeDay } from './firstFreeDay';
import { bookable, loadFlow } from './flowData';
import { teamPrice } from './FlowParts';
import { BookingAvailabilityQuery } from './queries';
import { notFound } from '../../error/notFound';

type Availability = BookingAvailabilityData['availability'];
type WeekOf = (first: string) => Promise<Availability>;

/** The week shown: its dates, free times, neighbours, and the selection's price with its masters. */
export interface Week {
  dates: string[];
  days: Availability['days'];
  previous: string | null;
  next: string | null;
  price?: ReturnType<typeof teamPrice>;
}

export async function loader(args: LoaderFunctionArgs) {
  const flow = await loadFlow(args);
  const { branch, state } = flow;
  const today = localDateOf(new Date(), branch.timeZone);
  const lastDay = addDays(today, branch.general.bookingHorizonDays);
  // Past the branch's horizon nothing is bookable, and no page links there: a crafted or stale
  // date is not found, so a crawler cannot walk "Next week" on for ever (issue 45).
  if (state.d && state.d > lastDay) notFound(args.request);
  const { serviceIds, masterFits } = bookable(branch, state);
  // The week holding the chosen date (else today), weeks running seven days from today.
  const start = weekFrom(state.d ?? today, today);
  const base = { ...flow, today, lastDay, masterFits };
  if (serviceIds.length === 0 || !masterFits) {
    const empty: Week = { dates: weekDates(start), days: [], previous: null, next: null };
    return { ...base, week: empty };
  }
  const availabilityFrom = async (from: string, days: number) => {
    const { availability } = await loadPageQuery(
      args.context,
      args.request,
      BookingAvailabilityQuery,
      { branch: branch.id, serviceIds, masterId: state.m ?? null, from, days },
      { fetchPolicy: 'network-only' },
    );
    return availability;
  };
  const weekOf: WeekOf = (first) => {
    const upcoming = weekDates(first).filter((date) => date >= today);
    return availabilityFrom(upcoming[0]!, upcoming.length);
  };
  // No date asked for and nothing free this week: the week of the first free day.
  const firstFreeWeek = async (after: string) => {
    const day = await firstFreeDay(
      after,
      lastDay,
      async (from, days) => (await availabilityFrom(from, days)).days,
    );
    return day && weekFrom(day, today);
  };
  // Free times are the slow part of this step: the server may send the page before them.
  return withLatePart(
    args.context,
    base,
    'week',
    freeTimes(weekOf, start, { today, lastDay }, state, firstFreeWeek),
  );
}

/** The week's free times, and what the selection costs with the masters free in it. */
async function freeTimes(
  weekOf: WeekOf,
  first: string,
  { today, lastDay }: { today: string; lastDay: string },
  state: BookingState,
  firstFreeWeek: (after: string) => Promise<string | null>,
): Promise<Week> {
  let start = first;
  let availability = await weekOf(start);
  // Nothing free left this week and no date asked for (late on the week's last day, or a busy
  // specialist booked again): the first week with free time, up to the horizon.
  const nothingFree = availability.days.every((day) => day.slots.length === 0);
  const later = !state.d && nothingFree ? await firstFreeWeek(addDays(start, 7)) : null;
  if (later) {
    start = later;
    availability = await weekOf(start);
  }
  return {
    dates: weekDates(start),
    days: availability.days,
    previous: start > today ? addDays(start, -7) : null,
    next: addDays(start, 7) <= lastDay ? addDays(start, 7) : null,
    // The chosen master's own price for these services, else the range "any" may cost.
    price: teamPrice(
      availability.masters.map((master) => master.price),
      availability.masters.find((master) => master.id === state.m)?.price,
    ),
  };
}
