// What a process allocates: V8's --trace-gc-nvp lines (one per collection) summed into bytes
// allocated and promoted and collections by kind. A page's allocations cost more than the main
// thread's collector time in a CPU profile shows: V8 collects partly on helper threads.

/** Adds one line of the trace to `tally` (other output is ignored). */
export function addGcLine(tally, line) {
  const kind = /\bgc=(\w+)/.exec(line)?.[1];
  if (!kind) return;
  // `allocated` counts the bytes allocated since the previous collection.
  tally.allocatedBytes += Number(/\ballocated=(\d+)/.exec(line)?.[1] ?? 0);
  tally.promotedBytes += Number(/\bpromoted=(\d+)/.exec(line)?.[1] ?? 0);
  if (kind === 's' || kind === 'mmc') tally.minor += 1;
  else tally.major += 1;
}

/** A tally fed with a process's output as it comes, in chunks that may split lines. */
export function createGcTally() {
  const tally = { allocatedBytes: 0, promotedBytes: 0, minor: 0, major: 0 };
  let partial = '';
  return {
    tally,
    add(chunk) {
      const lines = (partial + String(chunk)).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) addGcLine(tally, line);
    },
  };
}
