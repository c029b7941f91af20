// Places seeded bookings the way the booking flow would: inside a master's working hours, outside
// their breaks and days off, not on a branch closure, on the branch's slot grid, and never over
// another booking of the same master. So the seed can never trip the order_items exclusion
// constraint, and the demo calendar looks like a real one.
import type { PlannedClosure } from './planBranch.js';
import type { PlannedMaster } from './planMasters.js';
import type { PlannedService } from './planServices.js';
import type { LocalDate } from '@termin/zoned-time';
import { isoWeekday } from '@termin/zoned-time';
import { zonedInstant } from '@termin/zoned-time/instant';

export interface SchedulableBranch {
  readonly timeZone: string;
  readonly slotStepMinutes: number;
  readonly closures: readonly PlannedClosure[];
  readonly services: readonly PlannedService[];
  readonly masters: readonly PlannedMaster[];
}

export interface Slot {
  readonly startsAt: Date;
  readonly endsAt: Date;
}

const within = (date: LocalDate, range: { startsOn: LocalDate; endsOn: LocalDate }) =>
  range.startsOn <= date && date <= range.endsOn;

export class MasterCalendar {
  private readonly busy = new Map<number, Slot[]>();

  constructor(private readonly branch: SchedulableBranch) {}

  /** Minutes the master spends on the service (their own duration when they have one). */
  duration(master: number, service: number): number {
    const own = this.branch.masters[master]?.services.find((s) => s.service === service);
    return own?.durationMinutes ?? this.branch.services[service]!.durationMinutes;
  }

  /** Start minutes on `date` where the master could take `minutes` of work, earliest first. */
  private starts(master: number, date: LocalDate, minutes: number): number[] {
    const team = this.branch.masters[master]!;
    if (this.branch.closures.some((closure) => within(date, closure))) return [];
    if (team.daysOff.some((off) => within(date, off))) return [];
    const weekday = isoWeekday(date);
    const breaks = team.breaks.filter((b) => b.weekday === weekday);
    const step = this.branch.slotStepMinutes;
    const starts: number[] = [];
    for (const shift of team.workingHours.filter((h) => h.weekday === weekday)) {
      for (let start = shift.startsAt; start + minutes <= shift.endsAt; start += step) {
        const end = start + minutes;
        if (!breaks.some((b) => start < b.endsAt && b.startsAt < end)) starts.push(start);
      }
    }
    return starts;
  }

  private isFree(master: number, slot: Slot): boolean {
    return !(this.busy.get(master) ?? []).some(
      (taken) => slot.startsAt < taken.endsAt && taken.startsAt < slot.endsAt,
    );
  }

  /**
   * Books `minutes` for the master on `date`, at the first free start from `preferredMinute` on
   * (or the last free one before it), and returns the slot; undefined when the day has none.
   */
  book(
    master: number,
    date: LocalDate,
    minutes: number,
    preferredMinute: number,
  ): Slot | undefined {
    const starts = this.starts(master, date, minutes);
    const ordered = [
      ...starts.filter((start) => start >= preferredMinute),
      ...starts.filter((start) => start < preferredMinute).reverse(),
    ];
    for (const start of ordered) {
      const slot = {
        startsAt: zonedInstant(date, start, this.branch.timeZone),
        endsAt: zonedInstant(date, start + minutes, this.branch.timeZone),
      };
      if (this.isFree(master, slot)) {
        this.busy.set(master, [...(this.busy.get(master) ?? []), slot]);
        return slot;
      }
    }
    return undefined;
  }
}
