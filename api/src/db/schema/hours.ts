// When a branch is open and when each master works: what the availability engine reads
// (book/branches/{id}/intervals). All of it is local time in the branch's zone (branches.time_zone):
// weekly intervals are minutes after midnight on an ISO weekday, days off are calendar dates, so a
// DST change moves nothing on the wall clock. A free slot is: inside the branch's opening hours,
// not on a closure, inside one of the master's working intervals, outside their breaks and days
// off, and not overlapping an active order item of theirs (orders.ts).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  hasEveryLanguage,
  isWeeklyInterval,
  localizedText,
  minuteOfDay,
  weekday,
} from './columns.js';
import { masters } from './masters.js';
import { branches } from './network.js';

/** Opening hours; a weekday without a row is a closed day. Two rows make a lunch closure. */
export const branchOpeningHours = pgTable(
  'branch_opening_hours',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    weekday: weekday(),
    opensAt: minuteOfDay('opens_at'),
    closesAt: minuteOfDay('closes_at'),
  },
  (t) => [
    primaryKey({ columns: [t.branchId, t.weekday, t.opensAt] }),
    isWeeklyInterval('branch_opening_hours_interval', t.weekday, t.opensAt, t.closesAt),
  ],
);

/** Whole days the branch is closed (public holidays, renovation), first and last day included. */
export const branchClosures = pgTable(
  'branch_closures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** Shown to customers ("Closed for Orthodox Christmas"). */
    reason: localizedText('reason'),
  },
  (t) => [
    index('branch_closures_branch').on(t.branchId, t.startsOn),
    check('branch_closures_days', sql`${t.endsOn} >= ${t.startsOn}`),
    hasEveryLanguage('branch_closures', t.reason, 'reason'),
  ],
);

/** A master's weekly shifts; several rows on one weekday make a split shift. */
export const masterWorkingHours = pgTable(
  'master_working_hours',
  {
    masterId: integer('master_id')
      .notNull()
      .references(() => masters.id, { onDelete: 'cascade' }),
    weekday: weekday(),
    startsAt: minuteOfDay('starts_at'),
    endsAt: minuteOfDay('ends_at'),
  },
  (t) => [
    primaryKey({ columns: [t.masterId, t.weekday, t.startsAt] }),
    isWeeklyInterval('master_working_hours_interval', t.weekday, t.startsAt, t.endsAt),
  ],
);

/** A master's recurring breaks (lunch), subtracted from their working hours. */
export const masterBreaks = pgTable(
  'master_breaks',
  {
    masterId: integer('master_id')
      .notNull()
      .references(() => masters.id, { onDelete: 'cascade' }),
    weekday: weekday(),
    startsAt: minuteOfDay('starts_at'),
    endsAt: minuteOfDay('ends_at'),
  },
  (t) => [
    primaryKey({ columns: [t.masterId, t.weekday, t.startsAt] }),
    isWeeklyInterval('master_breaks_interval', t.weekday, t.startsAt, t.endsAt),
  ],
);

/** Whole days a master does not work (vacation, sick leave), first and last day included. */
export const masterDaysOff = pgTable(
  'master_days_off',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    masterId: integer('master_id')
      .notNull()
      .references(() => masters.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** Internal note (vacation, sick leave); not shown to customers. */
    reason: text('reason'),
  },
  (t) => [
    index('master_days_off_master').on(t.masterId, t.startsOn),
    check('master_days_off_days', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);
