// The benchmark's results as markdown, each figure beside the limit it chases.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../scripts/lib/run.mjs';
import { int, kb, ms, pct, problems, table, verdict } from './format.mjs';
import { settings } from './load.mjs';
import { pairedRounds, settleSeconds } from './coldRender.mjs';

export function report(m, f) {
  const g = f.gateway;
  const out = [];
  out.push('# Termin benchmark results', '');
  out.push(
    `Measured ${m.date} on ${m.cpu}, ${m.cores} cores, ${m.memory} memory, Node ${m.node}; ` +
      `commit ${m.commit}. Load: autocannon, ${settings.connections} connections, ` +
      `${settings.durationSeconds} s per measurement after a ${settings.warmupSeconds} s warm-up; ` +
      `the load generator, api and bff share the cores above (load average ${m.load} at the end ` +
      'of the run, other work included). Reproduce with `npm run bench`.',
    '',
  );

  out.push('## Gateway overhead (aim: bff ≥ 50 % of its upstream)', '');
  out.push(
    `Both sides are asked ${g.distinct} distinct suggestions in turn (the search bar's prefixes, ` +
      'city `beograd`), so concurrent requests differ and bff cannot answer them with one ' +
      'upstream call.',
    '',
  );
  out.push(
    table(
      ['target', 'requests/s', 'p50', 'p99'],
      [
        [
          'api `GET /network/suggest?s=…&d=beograd`',
          int(g.upstream.rps) + problems(g.upstream),
          ms(g.upstream.p50),
          ms(g.upstream.p99),
        ],
        [
          'bff GraphQL `suggestions(text: …, city: "beograd")`',
          int(g.through.rps) + problems(g.through),
          ms(g.through.p50),
          ms(g.through.p99),
        ],
      ],
    ),
    '',
    `Ratio: **${pct(g.ratio)}** of the upstream's throughput — aim ${verdict(g.ratio >= 0.5)}.`,
    '',
  );

  out.push('## Server rendering (aim: ≥ 25 % of the same HTML served as a static file)', '');
  out.push(
    table(
      ['page', 'status', 'bff req/s', 'p50', 'p99', 'static req/s', 'p50', 'p99', 'ratio'],
      f.ssr.map((row) => [
        `${row.name} \`${row.path}\``,
        String(row.status),
        int(row.rendered.rps) + problems(row.rendered),
        ms(row.rendered.p50),
        ms(row.rendered.p99),
        int(row.staticFile.rps) + problems(row.staticFile),
        ms(row.staticFile.p50),
        ms(row.staticFile.p99),
        // A booking step is live (availability): never cached, so no aim for the cached path.
        row.name === 'booking'
          ? `${pct(row.rendered.rps / row.staticFile.rps)} (never cached)`
          : `${pct(row.rendered.rps / row.staticFile.rps)} (${verdict(row.rendered.rps / row.staticFile.rps >= 0.25)})`,
      ]),
    ),
    '',
    'Static: the page HTML captured once from bff, served by Fastify + @fastify/static of the ' +
      "versions bff uses, in a process of its own (bff's static route serves only built assets).",
    'bff: as configured, so a public page asked for again by a visitor without a session comes ' +
      'from the page cache (PAGE_CACHE_SECONDS, 10 s); a booking step is never cached. Every ' +
      'request rendered: below.',
    '',
  );

  out.push(...coldSection(f), ...apiReadsSection(f));

  const b = f.batching;
  out.push('## Batching: upstream calls per GraphQL operation of the search page', '');
  out.push(
    table(
      [
        'asked results',
        'over api: results',
        'upstream calls',
        'over a stub: results',
        'upstream calls',
      ],
      b.real.map((row, i) => [
        String(row.pageSize),
        String(row.items),
        String(row.calls),
        String(b.stubbed[i].items),
        String(b.stubbed[i].calls),
      ]),
    ),
    '',
    `Counted with bff's \`bff_upstream_call_duration_seconds_count\` at /metrics before and after each ` +
      'operation (cities already cached). The seed has 24 venues in Serbia, so the real api caps ' +
      'at 24; a stub upstream answers exactly N. ' +
      `Grows with N: **${b.stubbed.at(-1).calls > b.stubbed[0].calls || b.real.at(-1).calls > b.real[0].calls ? 'yes' : 'no'}**. ` +
      `A server render of \`/en/search?s=salon&c=beograd\` made ${b.ssr} upstream call(s).`,
    '',
  );

  const a = f.availability;
  out.push('## Availability and orders', '');
  const orderRow = (name, o) =>
    o.skipped
      ? [`order creation on ${name}`, `skipped: ${o.skipped}`, '–', '–']
      : [
          `order creation on ${name} (\`POST /orders\`, ${settings.connections} in flight)`,
          `${o.rate.toFixed(1)} orders/s (${o.accepted} accepted of ${o.count}; statuses ${JSON.stringify(o.statuses)})`,
          ms(o.p50),
          ms(o.p99),
        ];
  out.push(
    table(
      ['measurement', 'throughput', 'p50', 'p99'],
      [
        [
          `\`GET /book/branches/${f.branch.id}/intervals\`, ${f.branch.masters} masters (${a.eligible} for service ${f.branch.serviceId}), 30 days, ${a.starts} starts`,
          `${int(a.load.rps)} requests/s${problems(a.load)}`,
          ms(a.load.p50),
          ms(a.load.p99),
        ],
        orderRow('PGlite', f.orders.pglite),
        orderRow('PostgreSQL', f.orders.postgres),
      ],
    ),
    '',
    `A single intervals call without other load: best of 5 ${ms(a.best)}. Orders book distinct, ` +
      'non-overlapping starts of the 20 masters (one transaction each, with its Idempotency-Key).',
    '',
  );

  out.push('## The edge: public pages from nginx (deploy/edgeCache.test.ts)', '');
  const e = f.edge;
  out.push(
    e.skipped
      ? `Edge: ${e.skipped}.`
      : `Edge: **${pct(e.hitRatio)}** of ${e.requests} anonymous page requests were hits ` +
          `(bff rendered ${e.renders}); bff CPU per anonymous page request behind the edge ` +
          `**${e.behindEdgeMs.toFixed(2)} ms**, rendered every time ${e.renderedMs.toFixed(2)} ms.`,
    '',
  );

  out.push('## Page weight: initial JavaScript and CSS per page type', '');
  out.push(
    table(
      ['page type', 'JS raw', 'JS gzip', 'JS brotli', 'CSS raw', 'CSS gzip', 'CSS brotli', 'files'],
      f.weight.map((p) => [
        p.pageType,
        kb(p.js.raw),
        kb(p.js.gzip),
        kb(p.js.brotli),
        kb(p.css.raw),
        kb(p.css.gzip),
        kb(p.css.brotli),
        String(p.js.files.length + p.css.files.length),
      ]),
    ),
    '',
    "From web's build manifest (`scripts/lib/pageWeight.mjs`): the client entry and its static " +
      "imports, plus the page's own route modules and their imports (content: contentLayouts + " +
      'BlogListPage; booking: bookingPages + the services step). gzip level 9, brotli quality ' +
      '11; bff sends brotli to browsers that take it.',
    '',
  );
  return out.join('\n');
}

const cpuMs = (n) => (n === undefined ? '–' : `${n.toFixed(1)} ms`);
const times = (n) => `${n.toFixed(1)}×`;

/**
 * Every request rendered (issue 17): pages/s, bff's CPU per page and the ratio to the static file;
 * with a baseline, the same for the earlier build and the ratio between the two.
 */
function coldSection(f) {
  const base = f.baseline;
  const head = ['page', 'pages/s', 'p50', 'p99', 'bff CPU/page', 'api CPU/page', 'of static'];
  if (base) head.push('baseline pages/s', 'baseline bff CPU/page', 'speed-up');
  const rows = f.ssr.map((row) => {
    const cold = row.coldRender;
    const cells = [
      `${row.name} \`${row.path}\``,
      int(cold.rps) + problems(cold),
      ms(cold.p50),
      ms(cold.p99),
      cpuMs(cold.bffCpuMs),
      cpuMs(cold.apiCpuMs),
      pct(cold.rps / row.staticFile.rps),
    ];
    const before = base?.cold[row.name];
    if (before)
      cells.push(
        int(before.rps) + problems(before),
        cpuMs(before.bffCpuMs),
        `**${times(cold.rps / before.rps)}**`,
      );
    return cells;
  });
  const company = f.ssr.find((row) => row.name === 'company')?.coldRender;
  return [
    '## Every request rendered (aim: ≥ 10× the first build, bff ≤ 8 ms CPU per company page)',
    '',
    table(head, rows),
    '',
    'The page cache off (PAGE_CACHE_SECONDS=0): a full server render per request; the venue ' +
      'cache (VENUE_CACHE_SECONDS) on, as deployed. CPU per page: user + system time of the ' +
      'process (/proc) over the requests it served, warm-up included, after each page was ' +
      `first served for ${settleSeconds} s outside the figures (V8's steady state, as in a ` +
      'long-running bff; the baseline likewise). Each bff runs with the V8 options its own ' +
      "build's `npm start` gives it (scripts/lib/nodeOptions.mjs; none in the first build). " +
      (company?.bffCpuMs === undefined
        ? ''
        : `Company page: bff ${cpuMs(company.bffCpuMs)} of CPU per page — aim ${verdict(company.bffCpuMs <= 8)}. `) +
      (base
        ? `Baseline: commit ${base.commit.slice(0, 7)}, built and measured in this run ` +
          '(`--baseline`), its own api over its own seeded PGlite. Each page is measured on both ' +
          `builds in turn, ${pairedRounds} rounds in alternating order (this build, the ` +
          'baseline, the baseline, this build), and the figures are their means: the two sides ' +
          "of a ratio share the machine's drift over the run."
        : 'Run with `--baseline=<commit>` to measure an earlier build beside it.'),
    '',
  ];
}

function apiReadsSection(f) {
  const reads = f.apiReads;
  const base = f.baseline?.reads;
  const head = ['api read', 'requests/s', 'p50', 'p99'];
  if (base) head.push('baseline requests/s', 'speed-up');
  const row = (name, now, before) => [
    name,
    int(now.rps) + problems(now),
    ms(now.p50),
    ms(now.p99),
    ...(before ? [int(before.rps), `**${times(now.rps / before.rps)}**`] : []),
  ];
  return [
    '## api reads on PGlite (aim: ≥ 5× the first build)',
    '',
    table(head, [
      row(`\`GET /branches/${f.branch.id}\``, reads.branch, base?.branch),
      row('`GET /network/suggest?s=salon&d=beograd`', reads.suggest, base?.suggest),
    ]),
    '',
  ];
}

/** How each cost grows from the demo data to the scale data (bench/lib/scale.mjs). */
export function scaleReport(m, f) {
  const c = f.seeded.counts;
  // autocannon counts latency in whole milliseconds: below one, there is nothing to divide by.
  const growth = (demo, scale) => (demo > 0 ? times(scale / demo) : '—');
  const row = (name, demo, scale) => [
    name,
    `${int(demo.rps)} / ${ms(demo.p50)} / ${ms(demo.p99)}${problems(demo)}`,
    `${int(scale.rps)} / ${ms(scale.p50)} / ${ms(scale.p99)}${problems(scale)}`,
    growth(demo.p50, scale.p50),
    growth(demo.p99, scale.p99),
  ];
  const orders = (o) => ({ rps: o.rate, p50: o.p50, p99: o.p99 });
  const suggestP99 = f.scale.suggest.p99;
  return [
    '# Termin at marketplace scale',
    '',
    `Measured ${m.date} on ${m.cpu}, ${m.cores} cores, Node ${m.node}; commit ${m.commit}. ` +
      `${f.database}: the demo data (67 venues) against the scale data (\`npm run seed:scale\`: ` +
      `${int(c.branches)} venues, ${int(c.masters)} masters, ${int(c.services)} services, ` +
      `${int(c.orders)} orders, ${int(c.reviews)} reviews; built in ${f.seeded.seconds.toFixed(0)} s). ` +
      `Load: autocannon, ${settings.connections} connections, ${settings.durationSeconds} s per ` +
      'measurement after a warm-up; bff with the page and venue caches off, so every page is ' +
      'rendered from api. Reproduce with `npm run bench -- --scale`.',
    '',
    table(
      [
        'measurement',
        'demo: req/s / p50 / p99',
        'scale: req/s / p50 / p99',
        'p50 growth',
        'p99 growth',
      ],
      [
        row('api `GET /network/suggest?s=salon&d=beograd`', f.demo.suggest, f.scale.suggest),
        row('search page `/en/search?s=salon&c=beograd`', f.demo.search, f.scale.search),
        row(
          `company pages, each request another venue (of ${int(f.demo.venues)} / ${int(f.scale.venues)})`,
          f.demo.company,
          f.scale.company,
        ),
        row('api intervals, 20-master branch, 30 days', f.demo.intervals, f.scale.intervals),
        row(
          'order creation (`POST /orders`, orders/s)',
          orders(f.demo.orders),
          orders(f.scale.orders),
        ),
      ],
    ),
    '',
    `Suggestions at scale: p99 ${ms(suggestP99)} at ${settings.connections} concurrent clients — ` +
      `aim (< 50 ms) ${verdict(suggestP99 < 50)}. Growth is scale ÷ demo latency: 1.0× is flat; ` +
      '— where the demo latency was under 1 ms, the resolution of autocannon.',
    '',
  ].join('\n');
}

/** bff's CPU profile of company page renders, by package and by function. */
export function profileReport(profile) {
  const perPage = (msTotal) => `${(msTotal / profile.pages).toFixed(2)} ms`;
  const busy = profile.busyMs;
  const rows = (entries) =>
    entries
      .filter(([name]) => !name.startsWith('(idle)'))
      .slice(0, 15)
      .map(([name, msTotal]) => [`\`${name}\``, perPage(msTotal), pct(msTotal / busy)]);
  return [
    '# Where bff spends a company page render',
    '',
    `A CPU profile (\`node --cpu-prof\`) of bff with the page cache off while it rendered ` +
      `\`${profile.path}\` ${int(profile.pages)} times (${settings.connections} connections), ` +
      `written by \`npm run bench\`. The profiler itself slows bff down: read shares, not ` +
      `absolute times. Busy ${perPage(busy)} per page.`,
    '',
    '## Self time by package',
    '',
    table(['package', 'per page', 'share of busy'], rows(profile.packages)),
    '',
    '## Self time by function',
    '',
    table(['function', 'per page', 'share of busy'], rows(profile.functions)),
    '',
    '## Allocation',
    '',
    gcSummary(profile.gc, profile.pages),
    '',
  ].join('\n');
}

/** What the profiled renders allocated, from V8's --trace-gc-nvp lines (bench/lib/gcTrace.mjs). */
function gcSummary(gc, pages) {
  const kb = (bytes) => `${int(bytes / pages / 1024)} KB`;
  return (
    `Per page: **${kb(gc.allocatedBytes)} allocated**, ${kb(gc.promotedBytes)} of it promoted ` +
    `to the old generation; ${int(gc.minor)} minor and ${int(gc.major)} major collections in ` +
    `${int(pages)} pages. V8 collects them partly on helper threads, whose CPU the shares ` +
    `above (the main thread's) leave out.`
  );
}

export async function writeMarkdown(file, text) {
  const prettier = await import('prettier');
  const config = (await prettier.resolveConfig(file)) ?? {};
  const formatted = await prettier.format(text, { ...config, parser: 'markdown' });
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(file, formatted);
  console.log(`\n${formatted}\nWritten to ${file.slice(root.length + 1)}`);
}
