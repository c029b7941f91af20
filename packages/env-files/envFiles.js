// Secrets as files (Docker and Kubernetes secrets): a value given as NAME_FILE, the path of a file
// holding it, so it never sits in the environment that `docker inspect` and crash reports show.
import { readFileSync } from 'node:fs';

/**
 * The environment with each NAME whose NAME_FILE is set read from that file (one trailing line
 * break dropped, as editors and `echo` add it). Read once, at boot, by api's and bff's config.
 * Both NAME and NAME_FILE set, or a file that cannot be read, is a problem named by variable.
 *
 * @param {Readonly<Record<string, string | undefined>>} env
 * @param {readonly string[]} names
 * @returns {{ env: Record<string, string | undefined>, problems: string[] }}
 */
export function readEnvFiles(env, names) {
  const read = { ...env };
  const problems = [];
  for (const name of names) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (env[name]) {
      problems.push(`${name}_FILE: ${name} is set too; set only one of them`);
      continue;
    }
    try {
      read[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
      delete read[`${name}_FILE`];
    } catch (error) {
      const reason = /** @type {NodeJS.ErrnoException} */ (error).code ?? String(error);
      problems.push(`${name}_FILE: cannot read ${file} (${reason})`);
    }
  }
  return { env: read, problems };
}
