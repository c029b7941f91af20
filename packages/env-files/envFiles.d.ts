/**
 * The environment with each NAME whose NAME_FILE is set read from that file (one trailing line
 * break dropped). Both set, or an unreadable file, is a problem named by variable.
 */
export function readEnvFiles(
  env: Readonly<Record<string, string | undefined>>,
  names: readonly string[],
): { env: Record<string, string | undefined>; problems: string[] };
