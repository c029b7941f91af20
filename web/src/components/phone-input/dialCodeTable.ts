import dialCodes from '../../../../locales/dial-codes.json';

/** spec §3: a dial-code entry, keyed by two-letter country code. */
export interface DialCode {
  name: string;
  dial_code: string;
  emoji: string;
}

export const dialCodeTable: Record<string, DialCode> = dialCodes;
