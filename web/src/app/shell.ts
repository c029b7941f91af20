import { createContext, useContext } from 'react';
import type { PageAssets, PublicConfig } from '../server/contract';
import type { SessionInfo } from './session';

/** What the document needs beyond the route tree: assets, nonce, public config and session. */
export interface Shell {
  assets: PageAssets;
  publicConfig: PublicConfig;
  session: SessionInfo;
  nonce?: string;
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell needs a ShellContext provider');
  return shell;
}

/** The state the server hands to the browser in the page. */
export interface PageState {
  shell: Shell;
  router: unknown;
}

/** The characters a script's JSON must not carry raw, as JSON escapes of themselves. */
const scriptUnsafe = /[<>\u2028\u2029]/g;
const anyScriptUnsafe = /[<>\u2028\u2029]/;
const escapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON safe to inline in a <script>: no `</script>`, no HTML comment openers, no line separators.
 * One pass over the text (a page's state is some 35 KB, copied once per escaped kind before).
 */
export function serializeForScript(value: unknown): string {
  const json = JSON.stringify(value);
  // Most states hold none: a search for one spares a copy of the whole text.
  return anyScriptUnsafe.test(json)
    ? json.replace(scriptUnsafe, (char) => escapes[char] ?? char)
    : json;
}
