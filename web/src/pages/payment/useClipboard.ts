import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * Whether this browser can copy to the clipboard: false on the server and before hydration, so
 * the server's HTML (plain, selectable text) is what a page without script keeps.
 */
export function useCanCopy(): boolean {
  return useSyncExternalStore(
    never,
    () => typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function',
    () => false,
  );
}

/** How long "Copied" stays on a button. */
export const copiedMs = 2500;

/**
 * Copies texts by key (Clipboard API): `copied` is the key just copied, for a while; `failed` the
 * key the browser refused (no permission, no focus), which the page answers with "select it".
 * `copy` answers whether it copied.
 */
export function useClipboard<Key extends string>() {
  const [copied, setCopied] = useState<Key | null>(null);
  const [failed, setFailed] = useState<Key | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (key: Key, text: string) => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setFailed(null);
      setCopied(key);
      timer.current = setTimeout(() => setCopied(null), copiedMs);
      return true;
    } catch {
      setCopied(null);
      setFailed(key);
      return false;
    }
  }, []);
  return { copied, failed, copy };
}
