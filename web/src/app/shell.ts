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

/** JSON safe to inline in a <script>: no `</script>`, no HTML comment openers, no line separators. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
