// The page's main-thread work in CPU time, from a Chromium trace (Lighthouse's artifacts.Trace).
// Lighthouse times tasks by the wall clock; on a machine of two cores shared by the browser, its
// helpers, Lighthouse itself and the product's own server, a renderer task often waits for a core
// (measured for issue 47: 837 ms of tasks on the wall clock held 258 ms of CPU). A task's thread
// time (`tdur`) counts only what it ran, so these figures move with the product, not with the load.

/** Events that run or parse the page's own code, with the URL they ran it from. */
const codeEvents = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'v8.compile',
  'v8.compileModule',
  'ModuleEvaluated',
  'ScriptCompiled',
  'ScriptCatchup',
  'ParseHTML',
]);

const urlOf = (event) =>
  event.args?.data?.url ?? event.args?.beginData?.url ?? event.args?.data?.stackTrace?.[0]?.url;

const sameOrigin = (url, origin) => URL.canParse(url) && new URL(url).origin === origin;

/**
 * @param {{ traceEvents: any[] }} trace
 * @param {string} origin the page's origin: its document and scripts are "own"
 * @returns {{ ownLongestTaskCpuMs: number, ownTasksCpuMs: number, mainThreadCpuMs: number,
 *   mainThreadWallMs: number }}
 */
export function traceCpuFigures(trace, origin) {
  const events = trace.traceEvents;
  // The renderer's main thread that ran the page's code (others: about:blank, extensions).
  const ownCode = events.filter(
    (event) => event.ph === 'X' && codeEvents.has(event.name) && sameOrigin(urlOf(event), origin),
  );
  const threadCounts = new Map();
  for (const event of ownCode) {
    const thread = `${event.pid}:${event.tid}`;
    threadCounts.set(thread, (threadCounts.get(thread) ?? 0) + 1);
  }
  const [mainThread] = [...threadCounts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!mainThread) {
    return { ownLongestTaskCpuMs: 0, ownTasksCpuMs: 0, mainThreadCpuMs: 0, mainThreadWallMs: 0 };
  }
  const onMain = (event) => `${event.pid}:${event.tid}` === mainThread;
  const tasks = events
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && onMain(event))
    .sort((a, b) => a.ts - b.ts);
  const code = ownCode.filter(onMain).sort((a, b) => a.ts - b.ts);

  let ownLongest = 0;
  let ownTotal = 0;
  let cpu = 0;
  let wall = 0;
  let next = 0;
  let lastEnd = -Infinity;
  for (const task of tasks) {
    const end = task.ts + task.dur;
    // A task nested in another (a nested run loop) is counted in its parent.
    if (task.ts < lastEnd) continue;
    lastEnd = end;
    const taskCpu = task.tdur ?? task.dur;
    cpu += taskCpu;
    wall += task.dur;
    while (next < code.length && code[next].ts < task.ts) next += 1;
    if (next < code.length && code[next].ts < end) {
      ownLongest = Math.max(ownLongest, taskCpu);
      ownTotal += taskCpu;
    }
  }
  const ms = (micros) => micros / 1000;
  return {
    ownLongestTaskCpuMs: ms(ownLongest),
    ownTasksCpuMs: ms(ownTotal),
    mainThreadCpuMs: ms(cpu),
    mainThreadWallMs: ms(wall),
  };
}
