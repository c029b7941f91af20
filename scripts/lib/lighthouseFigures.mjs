// What one Lighthouse report says about the product itself, apart from the host that ran it.
// Lighthouse's simulated throttling multiplies every main-thread task it saw on the host by its
// CPU slowdown (4×), so its score moves with the host's speed and load (issue 47: 76–88 on one
// machine, 97–100 on another, same build). The figures here are divided back to host time and
// split by attribution: the page's own scripts and document (origin of the page) against what no
// script of the page caused (navigation commit, V8 context creation, font matching, first style
// and layout of the browser).

/** Lighthouse's audits read here; each must be in the report. */
const audits = [
  'bootup-time',
  'long-tasks',
  'mainthread-work-breakdown',
  'dom-size',
  'network-requests',
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

/**
 * @param {any} lhr a Lighthouse result (lhr)
 * @returns {{
 *   scores: Record<string, number>, benchmarkIndex: number, cpuMultiplier: number,
 *   metrics: { fcpMs: number, lcpMs: number, tbtMs: number, cls: number },
 *   domElements: number, requests: number,
 *   ownScriptMs: number, otherMainThreadMs: number, mainThreadMs: number,
 *   ownLongestTaskMs: number, longTasks: { url: string, ms: number }[],
 * }} times in host milliseconds (the simulation's multiplier taken out), scores out of 100
 */
export function lighthouseFigures(lhr) {
  for (const id of audits) {
    if (!lhr.audits[id]) throw new Error(`the Lighthouse report has no ${id} audit`);
  }
  // An audit with nothing to list (no script, no long task) has no details.
  const items = (id) => lhr.audits[id].details?.items ?? [];
  const settings = lhr.configSettings;
  const cpuMultiplier =
    settings.throttlingMethod === 'simulate' ? settings.throttling.cpuSlowdownMultiplier : 1;
  const host = (ms) => ms / cpuMultiplier;
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const isOwn = (url) => URL.canParse(url) && new URL(url).origin === origin;

  const bootup = items('bootup-time');
  const ownScriptMs = host(
    bootup
      .filter((item) => isOwn(item.url))
      .reduce((sum, item) => sum + item.scripting + item.scriptParseCompile, 0),
  );
  const mainThreadMs = host(lhr.audits['mainthread-work-breakdown'].numericValue ?? 0);

  const longTasks = items('long-tasks').map((task) => ({
    url: task.url,
    ms: host(task.duration),
  }));
  const ownTasks = longTasks.filter((task) => isOwn(task.url));

  return {
    scores: Object.fromEntries(
      Object.entries(lhr.categories).map(([id, category]) => [
        id,
        Math.round((category.score ?? 0) * 100),
      ]),
    ),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuMultiplier,
    metrics: {
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
    },
    domElements: lhr.audits['dom-size'].numericValue,
    requests: items('network-requests').filter((item) => isOwn(item.url)).length,
    ownScriptMs,
    otherMainThreadMs: Math.max(0, mainThreadMs - ownScriptMs),
    mainThreadMs,
    ownLongestTaskMs: Math.max(0, ...ownTasks.map((task) => task.ms)),
    longTasks,
  };
}
