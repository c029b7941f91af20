import { Semaphore } from 'async-mutex';

// The global side of the limits (issue 41): a crowd of addresses, each within its own budget,
// asking costly operations at once. What clients send themselves above `heavyCost` shares one
// budget of cost points in flight; an operation that does not fit at once is shed, never queued,
// so page renders and cheap operations never wait behind heavy work. Bigger operations need more
// room, so they are the first to be shed.

export interface HeavyWorkOptions {
  /** A client's operation costing more than this (operationCost points) is heavy. */
  heavyCost: number;
  /** Cost points of heavy operations in flight at once, across all clients. */
  inFlight: number;
}

export interface HeavyWorkGate {
  /**
   * Admits an operation of `cost`: a release to call once it is answered (nothing to release for
   * light work), or null when it is shed.
   */
  admit(cost: number): Promise<(() => void) | null>;
  /** Cost points of heavy work in flight now. */
  load(): number;
}

const nothingToRelease = () => undefined;

export function createHeavyWorkGate({ heavyCost, inFlight }: HeavyWorkOptions): HeavyWorkGate {
  const semaphore = new Semaphore(inFlight);
  return {
    async admit(cost) {
      if (cost <= heavyCost) return nothingToRelease;
      // The largest allowed operation may cost more than the whole budget: it runs alone.
      const weight = Math.min(cost, inFlight);
      // Only what fits now: with room, acquire dispatches at once, so the queue stays empty.
      if (semaphore.getValue() < weight) return null;
      const [, release] = await semaphore.acquire(weight);
      return release;
    },
    load: () => inFlight - semaphore.getValue(),
  };
}
