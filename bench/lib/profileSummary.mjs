// Where a process spends its CPU: a V8 CPU profile (node --cpu-prof) summed by self time per
// package (the node_modules package, the workspace package, node's own code, V8's idle and
// garbage collector), so a regression points at the code that grew. web's server build bundles
// react-router, react-intl and others into its chunks: frames there are traced through the
// build's source maps to the package (or web/src folder) they were written in.
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/** The package a profile frame belongs to, from its script URL. */
export function packageOf(url, functionName) {
  if (!url) {
    if (functionName === '(idle)') return '(idle)';
    if (functionName === '(garbage collector)') return '(garbage collector)';
    if (functionName === '(program)') return '(program)';
    return '(native)';
  }
  if (url.startsWith('node:')) return 'node';
  const path = url.replace(/^file:\/\//, '');
  // The bench renders from a private copy of web's build (web/node_modules/.termin-bench-dist-*).
  if (path.includes('/.termin-bench-dist-')) return '@termin/web';
  const modules = path.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [first, second] = path.slice(modules + '/node_modules/'.length).split('/');
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? path);
  }
  const workspace = /\/(api|bff|web|telemetry)\/(dist|src)\//.exec(path);
  if (workspace) return `@termin/${workspace[1]}`;
  return path;
}

/** Where web's build is: its own dist, or the bench's private copy of it (site.mjs). */
const webBuild = /\/web\/dist\/|\/\.termin-bench-dist-/;

/**
 * The package an original source of web's build came from, from its path in the source map:
 * the node_modules package, or Termin's own web/src folder (two levels deep, e.g.
 * `web/src/pages/company`).
 */
export function packageOfSource(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first, second] = source.slice(modules + 'node_modules/'.length).split('/');
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? source);
  }
  const own = /(?:^|\/)src\/(.*)$/.exec(source);
  if (own) return ['web/src', ...own[1].split('/').slice(0, -1).slice(0, 2)].join('/');
  // Bundler runtime and virtual modules (the translations plugin's, for one).
  return '@termin/web (build)';
}

/**
 * The package of a frame (`name`) and, for web's build, the original file and line of its
 * function (`place`): frames of web's build through the source maps beside its files, others by
 * their URL (packageOf). Maps are read once per file.
 */
export function createFrameAttribution() {
  const maps = new Map();
  const mapOf = (path) => {
    if (!maps.has(path)) {
      const file = `${path}.map`;
      maps.set(path, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
    }
    return maps.get(path);
  };
  return ({ url, functionName, lineNumber, columnNumber }) => {
    const path = url?.replace(/^file:\/\//, '') ?? '';
    if (!webBuild.test(path)) return { name: packageOf(url, functionName) };
    const map = mapOf(path);
    // A frame's position is where its function starts; V8 counts lines from 0, maps from 1.
    const { source, line } = map
      ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber })
      : { source: null, line: null };
    if (!source) return { name: '@termin/web (unmapped)' };
    return { name: packageOfSource(source), place: `${basename(source)}:${line}` };
  };
}

/**
 * Self time per package and per function, in milliseconds, from a .cpuprofile file. `busy` is
 * the profile's time minus idle. `fromMs` leaves out the samples of the profile's first
 * milliseconds (a server's start, before the load it is profiled under).
 */
export function summarizeProfile(file, { fromMs = 0 } = {}) {
  const attribute = createFrameAttribution();
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const from = profile.startTime + fromMs * 1000;
  const selfSamples = new Map();
  let sampled = 0;
  let time = profile.startTime;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas?.[i] ?? 0;
    if (time < from) return;
    selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
    sampled += 1;
  });
  const totalMs = (profile.endTime - Math.max(from, profile.startTime)) / 1000;
  const msPerSample = totalMs / Math.max(1, sampled);
  const packages = new Map();
  const functions = new Map();
  for (const [id, count] of selfSamples) {
    const { callFrame } = byId.get(id);
    const { name, place } = attribute(callFrame);
    packages.set(name, (packages.get(name) ?? 0) + count * msPerSample);
    const where = `${callFrame.functionName || '(anonymous)'} ${name}${place ? ` ${place}` : ''}`;
    functions.set(where, (functions.get(where) ?? 0) + count * msPerSample);
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  const idle = packages.get('(idle)') ?? 0;
  return {
    totalMs,
    busyMs: totalMs - idle,
    packages: sorted(packages),
    functions: sorted(functions),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const summary = summarizeProfile(process.argv[2]);
  const count = Number(process.argv[3] ?? 25);
  console.log(`total ${summary.totalMs.toFixed(0)} ms, busy ${summary.busyMs.toFixed(0)} ms`);
  for (const [name, ms] of summary.packages.slice(0, count))
    console.log(`${ms.toFixed(0).padStart(8)} ms  ${name}`);
  console.log('--- functions');
  for (const [name, ms] of summary.functions.slice(0, count))
    console.log(`${ms.toFixed(0).padStart(8)} ms  ${name}`);
}
