// The content pages that load on demand, as one chunk: each is a small frame today, and one
// chunk keeps the first bundle's list of lazy files short. A page that grows gets its own.
export { Component as AuthPage, loader as authLoader } from './auth/AuthPage';
export { Component as BlogPage } from './blog/BlogPage';
export { Component as CompanyReviewsPage } from './company/CompanyReviewsPage';
export { Component as ForBusinessPage } from './for-business/ForBusinessPage';
export { Component as HelpCenterPage } from './help-center/HelpCenterPage';
export { Component as LegalPage } from './legal/LegalPage';
export { Component as PricingPage } from './pricing/PricingPage';
export { Component as ProfilePage } from './profile/ProfilePage';
export { Component as PromoPage } from './promo/PromoPage';
export { Component as SitemapPage } from './sitemap/SitemapPage';
export { Component as TokenPage } from './token/TokenPage';
