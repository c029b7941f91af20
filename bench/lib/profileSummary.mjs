// Where a process spends its CPU: a V8 CPU profile (node --cpu-prof) summed by self time per
// package (the node_modules package, the workspace package, node's own code, V8's idle and
// garbage collector), so a regression points at the code that grew.
import { readFileSync } from 'node:fs';

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

/**
 * Self time per package and per function, in milliseconds, from a .cpuprofile file. `busy` is
 * the profile's time minus idle.
 */
export function summarizeProfile(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfSamples = new Map();
  for (const id of profile.samples) selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
  const totalMs = (profile.endTime - profile.startTime) / 1000;
  const msPerSample = totalMs / Math.max(1, profile.samples.length);
  const packages = new Map();
  const functions = new Map();
  for (const [id, count] of selfSamples) {
    const { callFrame } = byId.get(id);
    const name = packageOf(callFrame.url, callFrame.functionName);
    packages.set(name, (packages.get(name) ?? 0) + count * msPerSample);
    const where = `${callFrame.functionName || '(anonymous)'} ${name}`;
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
