// The services of one visit back to back, each by a master who does it (pure: no database, no
// clock). When no one master does them all, "any specialist" means such a chain, the way the big
// marketplaces book a haircut and a facial in one visit. Of the chains that fit, the one with the
// fewest changes of master wins (the same master wherever possible), then the team's order.

/** A master who does a service: their own time and price for it. */
export interface ChainPerformer {
  readonly masterId: number;
  readonly durationMinutes: number;
  /** Minor units. */
  readonly price: number;
}

/** One service of the visit and who may do it, in the order they are tried (the team's). */
export interface ChainStep {
  readonly serviceId: number;
  readonly performers: readonly ChainPerformer[];
}

/** One service of a chain: who does it and when, in minutes after the chain's start. */
export interface ChainLink {
  readonly serviceId: number;
  readonly masterId: number;
  readonly startOffset: number;
  readonly endOffset: number;
  readonly price: number;
}

/** Whether a master can take [offset, offset + duration) minutes after the chain's start. */
export type CanTake = (masterId: number, offset: number, durationMinutes: number) => boolean;

interface Best {
  readonly changes: number;
  readonly links: readonly ChainLink[];
}

/**
 * The chain that fits from the start with the fewest changes of master, or undefined when none
 * does. Each step's master continues from the step before when they can (no change); ties go to
 * the performers' order. Memoized on (step, previous master, offset): a step's best rest depends
 * on nothing else, so ten services of a large team stay cheap.
 */
export function bestChain(
  steps: readonly ChainStep[],
  canTake: CanTake,
): readonly ChainLink[] | undefined {
  const memo = new Map<string, Best | null>();
  const solve = (index: number, previous: number | undefined, offset: number): Best | null => {
    const step = steps[index];
    if (!step) return { changes: 0, links: [] };
    const key = `${index}|${previous ?? ''}|${offset}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    // The master of the step before first: continuing costs no change.
    const order = [
      ...step.performers.filter((p) => p.masterId === previous),
      ...step.performers.filter((p) => p.masterId !== previous),
    ];
    let best: Best | null = null;
    for (const performer of order) {
      if (!canTake(performer.masterId, offset, performer.durationMinutes)) continue;
      const end = offset + performer.durationMinutes;
      const rest = solve(index + 1, performer.masterId, end);
      if (!rest) continue;
      const change = previous !== undefined && previous !== performer.masterId ? 1 : 0;
      const changes = rest.changes + change;
      if (best && changes >= best.changes) continue;
      const link: ChainLink = {
        serviceId: step.serviceId,
        masterId: performer.masterId,
        startOffset: offset,
        endOffset: end,
        price: performer.price,
      };
      best = { changes, links: [link, ...rest.links] };
      if (changes === 0) break;
    }
    memo.set(key, best);
    return best;
  };
  return solve(0, undefined, 0)?.links;
}
