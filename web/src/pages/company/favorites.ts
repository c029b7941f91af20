/**
 * Favorite venues of a visitor who is not logged in, kept in this browser's localStorage: the
 * list survives visits on this device only. At login they are added to the account's
 * (app/favorites/accountFavorites.ts) and forgotten here.
 */
export const favoritesKey = 'termin:favorites';

export function readFavorites(storage: Storage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(favoritesKey) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function isFavorite(storage: Storage, branchId: string): boolean {
  return readFavorites(storage).includes(branchId);
}

const listeners = new Set<() => void>();

/** Calls back when the list changes, in this tab or another (the storage event). */
export function subscribeFavorites(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Adds or removes the branch; answers whether it is a favorite now. */
export function toggleFavorite(storage: Storage, branchId: string): boolean {
  const ids = readFavorites(storage);
  const next = ids.includes(branchId) ? ids.filter((id) => id !== branchId) : [...ids, branchId];
  try {
    storage.setItem(favoritesKey, JSON.stringify(next));
  } catch {
    // Storage full or blocked (private mode): nothing is remembered.
  }
  for (const listener of listeners) listener();
  return next.includes(branchId);
}

/** Forgets the browser's list (it is in the account now). */
export function clearFavorites(storage: Storage): void {
  try {
    storage.removeItem(favoritesKey);
  } catch {
    // Blocked storage holds nothing to forget.
  }
  for (const listener of listeners) listener();
}
