// Load generation: autocannon with one set of settings for every compared pair, and a small
// driver for requests that must each differ (order creation).
import autocannon from 'autocannon';

export const settings = { connections: 10, pipelining: 1, durationSeconds: 10, warmupSeconds: 2 };

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Throughput (mean requests per second) and latency percentiles of one target under the shared
 * settings, after a warm-up run that is thrown away. Non-2xx answers and errors are counted.
 */
export async function measure(request) {
  const options = {
    url: request.url,
    method: request.method ?? 'GET',
    headers: request.headers ?? {},
    body: request.body,
    requests: request.requests,
    connections: settings.connections,
    pipelining: settings.pipelining,
  };
  const warmup = await cannon({ ...options, duration: settings.warmupSeconds });
  const result = await cannon({
    ...options,
    duration: request.duration ?? settings.durationSeconds,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    /** Requests of the thrown-away warm-up (a CPU reading around both counts them too). */
    warmupTotal: warmup.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Runs `send` for every item with `concurrency` in flight, until items or time run out. */
export async function drive(items, send, { concurrency, durationMs }) {
  const latencies = [];
  const statuses = {};
  let next = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async () => {
    while (next < items.length && performance.now() < deadline) {
      const item = items[next++];
      const t0 = performance.now();
      const status = await send(item).catch(() => 'error');
      latencies.push(performance.now() - t0);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return { seconds, statuses, count: latencies.length, p50: pct(0.5), p99: pct(0.99) };
}
