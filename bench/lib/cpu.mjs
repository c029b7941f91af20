// CPU a process used, read from /proc (Linux): user plus system time, in milliseconds. The bench
// divides it by the requests served to get the cost of one request, a figure that holds on a
// noisy machine where throughput does not.
import { readFileSync } from 'node:fs';

const ticksPerSecond = 100; // USER_HZ, 100 on every Linux the bench runs on

/** The process's CPU time so far in ms, or undefined where /proc is not there. */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

/** Runs `work` and answers its result with each named process's CPU ms spent meanwhile. */
export async function withCpu(processes, work) {
  const before = Object.fromEntries(
    Object.entries(processes).map(([name, proc]) => [name, cpuMs(proc.child.pid)]),
  );
  const result = await work();
  const cpu = {};
  for (const [name, proc] of Object.entries(processes)) {
    const after = cpuMs(proc.child.pid);
    cpu[name] =
      before[name] === undefined || after === undefined ? undefined : after - before[name];
  }
  return { result, cpu };
}
