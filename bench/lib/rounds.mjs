// Figures of one target measured in several rounds, as one row (coldRender.mjs).

/** One row from a page's rounds: the means of rates, latencies and CPU, the sums of counts. */
export function meanOfRounds(rounds) {
  const mean = (key) => {
    const values = rounds.map((round) => round[key]);
    if (values.some((value) => value === undefined)) return undefined;
    return values.reduce((sum, value) => sum + value, 0) / values.length;
  };
  const sum = (key) => rounds.reduce((total, round) => total + round[key], 0);
  return {
    rps: mean('rps'),
    p50: mean('p50'),
    p99: mean('p99'),
    bffCpuMs: mean('bffCpuMs'),
    apiCpuMs: mean('apiCpuMs'),
    total: sum('total'),
    warmupTotal: sum('warmupTotal'),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
  };
}
