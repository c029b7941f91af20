/** Whether text is an e-mail address Termin accepts: one plain address, as mail is sent to it. */
export function isEmailAddress(text: string): boolean;
/** The longest address accepted (RFC 5321's path limit less its angle brackets). */
export const maxEmailLength: 254;
