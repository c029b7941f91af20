/** The phone number rules (e164.ts), loaded when a number is typed or sent, not with the page. */
export const phoneRules = () => import('./e164');
