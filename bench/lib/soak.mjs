// `npm run bench -- --soak`: mixed traffic for minutes, and the memory of bff and api meanwhile.
import { int, ms, pct, table } from './format.mjs';
import { measure, settings } from './load.mjs';
import { graphqlHeaders, graphqlPath } from './operations.mjs';
import { sleep } from './processes.mjs';
import { machine } from './site.mjs';

/** The soak's report: requests served and memory samples from start to end. */
export async function soakRun(site, branch, soakMinutes) {
  const pages = ['/en', '/en/search?s=salon&c=beograd', `/en/company/${branch.slug}`, '/en/blog'];
  const gql = (name, variables) => ({
    method: 'GET',
    path: graphqlPath(name, variables),
    headers: graphqlHeaders,
  });
  const requests = [
    ...pages.map((path) => ({ method: 'GET', path })),
    gql('Suggestions', { text: 'salon', city: 'beograd' }),
    gql('Suggestions', { text: 'hair', city: 'novi-sad' }),
    gql('SearchPage', { input: {} }),
  ];
  const durationMs = soakMinutes * 60_000;
  const samples = [];
  const sample = async (label) => {
    samples.push({ label, bff: await site.bff.memory(), api: await site.api.memory() });
  };
  // Warm up first so the start sample is of a warm process, not of an idle one.
  await measure({ url: site.bff.url, requests, duration: 10 });
  await sample('start');
  const interval = durationMs / 6;
  const timers = [];
  for (let i = 1; i < 6; i += 1)
    timers.push(
      setTimeout(
        () => void sample(i === 3 ? 'middle' : `${Math.round((i * interval) / 1000)} s`),
        i * interval,
      ),
    );
  const load = await measure({
    url: site.bff.url,
    requests,
    duration: Math.round(durationMs / 1000),
  });
  timers.forEach(clearTimeout);
  await sleep(500);
  await sample('end');
  samples.sort((x, y) => x.bff.at - y.bff.at);
  const mb = (bytes) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  const growth = (key, proc) => {
    const first = samples[0][proc][key];
    const last = samples.at(-1)[proc][key];
    return `${last >= first ? '+' : ''}${mb(last - first)} (${pct((last - first) / first)})`;
  };
  const m = machine();
  return [
    '# Termin soak results',
    '',
    `Measured ${m.date} on ${m.cpu}, ${m.cores} cores, ${m.memory} memory, Node ${m.node}; commit ${m.commit}; load average ${m.load} at the end.`,
    `${soakMinutes} minutes of mixed traffic through bff (${pages.length} pages, suggestions, search) with ` +
      `${settings.connections} connections: ${int(load.total)} requests, ${int(load.rps)} requests/s, ` +
      `p50 ${ms(load.p50)}, p99 ${ms(load.p99)}, ${int(load.non2xx)} non-2xx, ${int(load.errors)} errors.` +
      ' Memory read after a full garbage collection (node --expose-gc) in each process.',
    '',
    table(
      ['sample', 'bff RSS', 'bff heap used', 'api RSS', 'api heap used'],
      samples.map((s) => [
        s.label,
        mb(s.bff.rss),
        mb(s.bff.heapUsed),
        mb(s.api.rss),
        mb(s.api.heapUsed),
      ]),
    ),
    '',
    `Growth start → end: bff RSS ${growth('rss', 'bff')}, heap ${growth('heapUsed', 'bff')}; ` +
      `api RSS ${growth('rss', 'api')}, heap ${growth('heapUsed', 'api')}.`,
    '',
  ].join('\n');
}
