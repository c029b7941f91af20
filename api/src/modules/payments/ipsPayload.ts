// The NBS IPS QR payload (the text Serbian banking apps scan): `K:PR|V:01|C:1|R:<account>|N:<payee>
// |I:RSD<amount>|SF:<purpose code>|S:<purpose>|RO:<reference>`. Amounts use a decimal comma
// (3 500 RSD → `RSD3500,00`); the reference is model 97 with its two check digits (ISO 7064 mod 97).

export interface IpsPayment {
  /** 18 digits, no dashes. */
  readonly account: string;
  /** Payee name (and place), at most 70 characters. */
  readonly payee: string;
  /** In minor units of RSD. */
  readonly amount: number;
  /** Payment code (šifra plaćanja); 289 is "transactions on behalf of natural persons". */
  readonly purposeCode?: string;
  /** At most 35 characters. */
  readonly purpose: string;
  /** The reference ("poziv na broj") with its model, e.g. `97` + check digits + number. */
  readonly reference: string;
}

/** `350000` → `3500,00`. */
export const ipsAmount = (minor: number) =>
  `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')}`;

/** Model 97 check digits of a numeric reference: 98 − (number × 100 mod 97). */
export function model97CheckDigits(digits: string): string {
  let remainder = 0;
  for (const digit of `${digits}00`) remainder = (remainder * 10 + Number(digit)) % 97;
  return String(98 - remainder).padStart(2, '0');
}

/** `97` + check digits + the number: a complete model 97 reference. */
export const model97Reference = (digits: string) => `97${model97CheckDigits(digits)}${digits}`;

/** `265000000012345678` → `265-0000000012345-78`: bank, account and control digits (3-13-2). */
export const formattedIpsAccount = (account: string) =>
  `${account.slice(0, 3)}-${account.slice(3, 16)}-${account.slice(16)}`;

/** Strips the separator `|` and cuts to the field's length. */
const field = (text: string, max: number) => text.replace(/\|/g, ' ').trim().slice(0, max);

export function ipsPayload(payment: IpsPayment): string {
  if (!/^\d{18}$/.test(payment.account)) throw new Error('An IPS account has 18 digits');
  if (!Number.isInteger(payment.amount) || payment.amount <= 0)
    throw new Error('An IPS amount is a positive number of para');
  return [
    'K:PR',
    'V:01',
    'C:1',
    `R:${payment.account}`,
    `N:${field(payment.payee, 70)}`,
    `I:RSD${ipsAmount(payment.amount)}`,
    `SF:${payment.purposeCode ?? '289'}`,
    `S:${field(payment.purpose, 35)}`,
    `RO:${payment.reference}`,
  ].join('|');
}

/** What a payment order in a bank app asks for, as the customer types or pastes it. */
export interface IpsTransfer {
  /** The payee's name, the first line of `N`. */
  readonly payee: string;
  /** The payee's address and place, the rest of `N`. */
  readonly place: string;
  /** 3-13-2 with dashes, as bank apps and payment slips write it. */
  readonly account: string;
  /** With a decimal comma and no currency (`3500,00`), as bank apps take it. */
  readonly amount: string;
  readonly paymentCode: string;
  readonly purpose: string;
  /** The reference's model (`97`). */
  readonly model: string;
  /** The reference without its model: check digits and number (poziv na broj). */
  readonly reference: string;
}

/**
 * The transfer a payload asks for, read back from the payload itself so the details shown beside
 * a code are exactly what the code says (the payee may have changed its account since).
 */
export function ipsTransfer(payload: string): IpsTransfer {
  const fields = new Map(
    payload.split('|').map((part) => {
      const colon = part.indexOf(':');
      return [part.slice(0, colon), part.slice(colon + 1)] as const;
    }),
  );
  const read = (tag: string) => {
    const value = fields.get(tag);
    if (value === undefined) throw new Error(`An IPS payload without ${tag}`);
    return value;
  };
  const [payee = '', ...place] = read('N').split(/\r?\n/);
  const reference = read('RO');
  return {
    payee,
    place: place.join(', '),
    account: formattedIpsAccount(read('R')),
    amount: read('I').replace(/^[A-Z]{3}/, ''),
    paymentCode: read('SF'),
    purpose: read('S'),
    model: reference.slice(0, 2),
    reference: reference.slice(2),
  };
}
