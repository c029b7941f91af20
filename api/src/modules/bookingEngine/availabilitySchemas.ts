// GET /book/branches/{id}/intervals: free start times of a branch for chosen services (spec §7).
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { anyOrIdPattern, CalendarDate, idListPattern } from '../../http/inputSchemas.js';
import { component, ref } from '../../http/sharedSchemas.js';

export const IntervalsParams = Type.Object({
  id: Type.String({
    maxLength: 200,
    description: 'The branch id or its slug (`salon-lotus-12`: the last hyphen piece is the id).',
  }),
});

export const IntervalsQuery = Type.Object({
  services: Type.String({
    pattern: idListPattern,
    description: 'Service ids, comma-separated, in booking order (1–10).',
  }),
  master: Type.Optional(
    Type.String({
      pattern: anyOrIdPattern,
      default: 'any',
      description:
        'A master id, or `any` (default): every master who performs all the services; where ' +
        'none of them is free, the services back to back, each by a master who does it (slot parts).',
    }),
  ),
  from: Type.Optional(
    CalendarDate({
      description: "First local date (YYYY-MM-DD) in the branch's zone; default: today there.",
    }),
  ),
  days: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 62, default: 7, description: 'How many days (1–62).' }),
  ),
});
export type IntervalsQuery = Static<typeof IntervalsQuery>;

export const IntervalSlotPart = component(
  'IntervalSlotPart',
  Type.Object(
    {
      serviceId: Type.Integer(),
      masterId: Type.Integer(),
      masterName: Type.String(),
      startsAt: Type.String({ format: 'date-time' }),
      endsAt: Type.String({ format: 'date-time' }),
      price: Type.Integer({ description: 'The master’s price for the service, minor units.' }),
    },
    { additionalProperties: false },
  ),
);

export const IntervalSlot = component(
  'IntervalSlot',
  Type.Object(
    {
      time: Type.String({ description: 'Local wall-clock start, HH:MM.' }),
      startsAt: Type.String({ format: 'date-time', description: 'The start as an instant (UTC).' }),
      masterIds: Type.Array(Type.Integer(), {
        description:
          'Masters free for all the services alone from this start, in team order (empty when ' +
          'only a chain fits: see parts).',
      }),
      parts: Type.Optional(
        Type.Array(ref(IntervalSlotPart), {
          description:
            'For `any` when no one master is free for everything then: the services back to ' +
            'back, each with the master who does it, as POST /orders with masterId null books ' +
            'them. The fewest changes of master win, then the team order.',
        }),
      ),
    },
    { additionalProperties: false },
  ),
);

export const IntervalDay = component(
  'IntervalDay',
  Type.Object(
    {
      date: Type.String({ format: 'date', description: "Local date in the branch's zone." }),
      slots: Type.Array(ref(IntervalSlot)),
    },
    { additionalProperties: false },
  ),
);

export const IntervalMaster = component(
  'IntervalMaster',
  Type.Object(
    {
      id: Type.Integer(),
      name: Type.String(),
      durationMinutes: Type.Integer({ description: 'Their time for all the chosen services.' }),
      price: Type.Integer({ description: 'Their price for all the services, in minor units.' }),
    },
    { additionalProperties: false },
  ),
);

export const Intervals = component(
  'Intervals',
  Type.Object(
    {
      branchId: Type.Integer(),
      timeZone: Type.String({ description: 'IANA zone of the times, e.g. Europe/Belgrade.' }),
      currency: Type.String(),
      slotStepMinutes: Type.Integer(),
      serviceIds: Type.Array(Type.Integer()),
      masters: Type.Array(ref(IntervalMaster), {
        description:
          'The masters who perform every chosen service (none when the services need several).',
      }),
      days: Type.Array(ref(IntervalDay)),
    },
    { additionalProperties: false },
  ),
);
export type Intervals = Static<typeof Intervals>;
