// The content pages that load on demand, as one chunk: each is a small frame today, and one
// chunk keeps the first bundle's list of lazy files short. A page that grows gets its own.
export { Component as AuthPage, loader as authLoader } from './auth/AuthPage';
