import { createContext, useContext } from 'react';

/** The signed-in customer as the shell reads it (spec §3: firstName and lastName are read). */
export interface CurrentUser {
  firstName: string;
  lastName?: string | null;
}

/** What the server render knows about the visitor's session (bff holds the session itself). */
export interface SessionInfo {
  loggedIn: boolean;
}

/** Loads the signed-in customer; resolves null when there is none to load. */
export type LoadCurrentUser = () => Promise<CurrentUser | null>;

export interface SessionState {
  userLoggedIn: boolean;
  userLoaded: boolean;
  userLoading: boolean;
}

/** spec §3: logged in (session present), loaded (user present), loading (logged in, no user). */
export function sessionState(loggedIn: boolean, user: CurrentUser | null): SessionState {
  return { userLoggedIn: loggedIn, userLoaded: user !== null, userLoading: loggedIn && !user };
}

/** spec §3: first letter of firstName plus first letter of lastName if any; empty without firstName. */
export function initials(user: CurrentUser | null): string {
  const first = user?.firstName.trim() ?? '';
  if (!first) return '';
  const last = user?.lastName?.trim() ?? '';
  return `${first[0]}${last ? last[0] : ''}`.toUpperCase();
}

/** The login flow (bff's route; a full page load), coming back to `redirect` afterwards. */
export function loginUrl(redirect: string, type: 'login' | 'register' = 'login'): string {
  return `/auth/login?${new URLSearchParams({ type, redirect })}`;
}

export interface Viewer {
  loggedIn: boolean;
  user: CurrentUser | null;
}

export const ViewerContext = createContext<Viewer>({ loggedIn: false, user: null });

/** The visitor as the current navigation left them (spec §3 session state). */
export function useViewer(): Viewer & SessionState {
  const viewer = useContext(ViewerContext);
  return { ...viewer, ...sessionState(viewer.loggedIn, viewer.user) };
}
