import { describe, expect, it } from 'vitest';
import { createGcTally } from './gcTrace.mjs';

const line = (kind, allocated, promoted) =>
  `[1:0x1]  21896 ms: pause=6.5 mutator=92.9 gc=${kind} reduce_memory=0 scavenge=6.40 ` +
  `total_size_before=154961512 allocated=${allocated} promoted=${promoted} new_space_survived=1`;

describe('gc trace tally', () => {
  it('sums allocated and promoted bytes and counts collections, across split chunks', () => {
    const { tally, add } = createGcTally();
    const output = [
      line('s', 1000, 10),
      '{"level":40,"msg":"not a collection"}',
      line('s', 2000, 20),
      line('mc', 500, 0),
      '',
    ].join('\n');
    add(output.slice(0, 50));
    add(output.slice(50, 200));
    add(output.slice(200));
    expect(tally).toEqual({ allocatedBytes: 3500, promotedBytes: 30, minor: 2, major: 1 });
  });
});
