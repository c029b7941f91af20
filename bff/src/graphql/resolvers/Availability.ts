import type {
  AvailabilityResolvers,
  AvailableMasterResolvers,
  QueryResolvers,
} from '../__generated__/resolvers-types.js';
import {
  branchIntervals,
  type AvailableMaster as UpstreamAvailableMaster,
  type UpstreamIntervals,
} from '../../upstream/availabilityApi.js';
import { money } from '../money.js';

// What backs each type resolved here (the codegen mapper; bff/codegen/resolverModules.mjs).
export type AvailabilityMapper = UpstreamIntervals;
export type AvailableMasterMapper = UpstreamAvailableMaster;

export const Query: Pick<QueryResolvers, 'availability'> = {
  availability: (_parent, { branch, serviceIds, masterId, from, days }, { api }) =>
    branchIntervals(api, {
      branch,
      serviceIds,
      masterId: masterId ?? undefined,
      from: from ?? undefined,
      days: days ?? undefined,
    }),
};

export const Availability: AvailabilityResolvers = {
  masters: (intervals) => intervals.masters.map((m) => ({ ...m, currency: intervals.currency })),
  days: (intervals) =>
    intervals.days.map((day) => ({
      date: day.date,
      slots: day.slots.map((slot) => ({
        time: slot.time,
        startsAt: slot.startsAt,
        masterIds: slot.masterIds.map(String),
        parts: (slot.parts ?? []).map((part) => ({
          serviceId: String(part.serviceId),
          master: { id: String(part.masterId), name: part.masterName },
          startsAt: part.startsAt,
          endsAt: part.endsAt,
          price: money(part.price, intervals.currency),
        })),
      })),
    })),
};

export const AvailableMaster: AvailableMasterResolvers = {
  id: (master) => String(master.id),
  price: (master) => money(master.price, master.currency),
};
