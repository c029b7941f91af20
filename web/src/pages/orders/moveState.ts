// What the page moving an order shows, as its address says (?m=any&w=2030-03-04&d=…&t=10:30):
// the master (left out: the order's own), the first day of the week shown, and the day and time
// chosen. The address keeps every choice, so a reload or a shared link shows the same page.

export interface MoveState {
  /** A master's id, 'any', or undefined for the order's own master. */
  m?: string | undefined;
  /** The first local date of the week shown; undefined for the week from today. */
  w?: string | undefined;
  /** The chosen local date and time (HH:MM). */
  d?: string | undefined;
  t?: string | undefined;
}

const checks: Record<keyof MoveState, RegExp> = {
  m: /^(any|[1-9]\d{0,9})$/,
  w: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  d: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  t: /^([01]\d|2[0-3]):[0-5]\d$/,
};
const keys = Object.keys(checks) as (keyof MoveState)[];

/** The state of an address's query, or null when a value is not one the page offers. */
export function moveState(query: URLSearchParams): MoveState | null {
  const state: MoveState = {};
  for (const key of keys) {
    const value = query.get(key);
    if (value === null) continue;
    if (!checks[key].test(value)) return null;
    state[key] = value;
  }
  return state;
}

/** The page's address with `state` in its query (only what is set). */
export function moveHref(base: string, state: MoveState): string {
  const query = new URLSearchParams();
  for (const key of keys) {
    const value = state[key];
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

/** The master the move asks for: an id, null for any, or the order's own (`own`, null if several). */
export function movedMasterId(state: MoveState, own: string | null): string | null {
  if (state.m === 'any') return null;
  return state.m ?? own;
}
