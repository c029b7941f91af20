// spec §2 "Booking flow in multi mode": the whole selection lives in the URL. Flags: masterFlow,
// isEditing, anyEmployee, individual. Values: service (a list of service ids), m (master),
// d (local date YYYY-MM-DD), t (local time HH:MM), all in the branch's time zone.

import { isLocalDate, isLocalTime, isUrlId } from '../../../routing/urlValues';
import { bookingSearch, bookingStep } from '../../../routing/paths';
import type { RoutePrefix } from '../../../app/locale';

export type BookingStep = 'single' | 'services' | 'master' | 'calendar' | 'order';

export interface BookingState {
  services: string[];
  m?: string;
  d?: string;
  t?: string;
  masterFlow: boolean;
  isEditing: boolean;
  anyEmployee: boolean;
  individual: boolean;
}

const flagOn = (value: string | null) => value !== null && value !== 'false' && value !== '0';

/**
 * The selection a booking URL carries. Each value only refines the step, so one that fails its rule
 * (2026-13-01, 25:00, an id past 2^31 - 1) is dropped, never trusted: the step shows without it
 * (routing/urlValues.ts).
 */
export function parseBookingState(params: URLSearchParams): BookingState {
  const services = params
    .getAll('service')
    .flatMap((value) => value.split(','))
    .filter((value) => isUrlId(value));
  const value = (name: string, valid: (value: string) => boolean) => {
    const raw = params.get(name);
    return raw && valid(raw) ? raw : undefined;
  };
  const state: BookingState = {
    services: [...new Set(services)].slice(0, 10),
    masterFlow: flagOn(params.get('masterFlow')),
    isEditing: flagOn(params.get('isEditing')),
    anyEmployee: flagOn(params.get('anyEmployee')),
    individual: flagOn(params.get('individual')),
  };
  const m = value('m', isUrlId);
  const d = value('d', isLocalDate);
  const t = value('t', isLocalTime);
  return { ...state, ...(m ? { m } : {}), ...(d ? { d } : {}), ...(t ? { t } : {}) };
}

// Written by the one URL builder (routing/paths.ts), which the venue page's links use too.
export { bookingSearch };

/** A copy with some values changed (undefined removes a value). */
export function withState(state: BookingState, change: Partial<BookingState>): BookingState {
  const next = { ...state, ...change };
  for (const key of ['m', 'd', 't'] as const) if (next[key] === undefined) delete next[key];
  return next;
}

/** Adds a service to the selection, or removes it when it is there. */
export function toggleService(state: BookingState, serviceId: string): BookingState {
  const services = state.services.includes(serviceId)
    ? state.services.filter((s) => s !== serviceId)
    : [...state.services, serviceId];
  return { ...state, services };
}

/** spec §4: edit mode is cleared on leaving (the step after an edit is the order page). */
const leaveEditing = (state: BookingState): BookingState => ({ ...state, isEditing: false });

/** spec §2 back navigation, rule by rule. */
export function backStep(step: BookingStep, state: BookingState): BookingStep | null {
  switch (step) {
    case 'calendar':
      if (state.isEditing) return 'order';
      return state.masterFlow || state.anyEmployee || state.individual ? 'services' : 'master';
    case 'services':
      if (state.isEditing) return 'order';
      return state.masterFlow ? 'master' : 'single';
    case 'order':
      return 'calendar';
    case 'master':
      return 'services';
    case 'single':
      return null;
  }
}

/** The step the next-step button leads to (multi mode: services → masters → calendar → order). */
export function nextStep(step: BookingStep, state: BookingState): BookingStep | null {
  if (step === 'order') return null;
  if (state.isEditing) return 'order';
  switch (step) {
    case 'services':
      return state.masterFlow ? 'calendar' : 'master';
    case 'master':
      return state.masterFlow ? 'services' : 'calendar';
    case 'single':
    case 'calendar':
      return step === 'single' ? 'calendar' : 'order';
  }
}

/** spec §2: services show the button once a service is chosen, masters once m is chosen. */
export function showsNext(step: BookingStep, state: BookingState): boolean {
  switch (step) {
    case 'services':
      return state.services.length > 0;
    case 'master':
      return state.m !== undefined;
    case 'calendar':
      return state.d !== undefined && state.t !== undefined;
    default:
      return false;
  }
}

export type NextLabel = 'continue' | 'checkout' | 'returnToCheckout';

/** "Continue", "Checkout" or "Return to checkout" (spec §2). */
export function nextLabel(step: BookingStep, state: BookingState): NextLabel {
  if (state.isEditing) return 'returnToCheckout';
  return nextStep(step, state) === 'order' ? 'checkout' : 'continue';
}

/** Where a step link goes: the step's path with the selection; leaving an edit clears the flag. */
export function stepHref(
  prefix: RoutePrefix,
  slug: string,
  step: BookingStep,
  state: BookingState,
): string {
  const target = step === 'order' ? leaveEditing(state) : state;
  return bookingStep(prefix, slug, step, target);
}
