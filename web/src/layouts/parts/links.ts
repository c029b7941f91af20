import { localizedPath, type RoutePrefix } from '../../app/locale';

/** Site paths the shell links to, under the locale prefix. */
export const sitePaths = {
  home: '/',
  search: '/search',
  forBusiness: '/for-business',
  pricing: '/pricing',
  helpCenter: '/help-center',
  blog: '/blog',
  promo: '/promo',
  terms: '/terms',
  privacy: '/privacy',
  cookiePolicy: '/cookie-policy',
  license: '/license',
  sitemap: '/sitemap',
  profileSettings: '/profile/settings',
  profileBookings: '/profile/bookings',
  profileGiftCards: '/profile/bookings/gift-cards',
  profileFavorites: '/profile/favorites',
  profileGeneral: '/profile/settings/general',
  profileNotifications: '/profile/settings/notifications',
} as const;

export type SitePath = keyof typeof sitePaths;

export function sitePath(prefix: RoutePrefix, name: SitePath): string {
  return localizedPath(prefix, sitePaths[name]);
}

/** spec §4: business registration goes to the manage app's rl path. */
export function registrationUrl(manageUrl: string): string {
  return `${manageUrl.replace(/\/$/, '')}/rl`;
}
