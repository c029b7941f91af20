// The layouts of the on-demand content pages, as one chunk: each is a small frame.
export { Component as BusinessLayout } from './BusinessLayout';
export { Component as DefaultLayout } from './DefaultLayout';
export { Component as HelpCenterLayout } from './HelpCenterLayout';
export { Component as ProfilePageLayout } from './ProfilePageLayout';
