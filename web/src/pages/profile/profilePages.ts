// The profile pages (spec §2 "Profile"), one chunk: each route module is its loader, action and page.
export * as ProfileGeneralPage from './ProfileGeneralPage';
export * as ProfileNotificationsPage from './ProfileNotificationsPage';
export * as ProfileSettingsPage from './ProfileSettingsPage';
