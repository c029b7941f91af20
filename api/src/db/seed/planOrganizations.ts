// The legal side of each business: company name and, for Serbian ones, the tax number and the
// current account NBS IPS QR payments go to. Numbers are invented but valid: the PIB carries its
// ISO 7064 MOD 11,10 check digit and the account its mod-97 control number, as banks verify.
import type { CountryCode } from '../schema/geo.js';
import type { Random } from './random.js';
import { pick, randomFor } from './random.js';

export interface PlannedOrganization {
  readonly country: CountryCode;
  readonly name: string;
  readonly legalName: string;
  readonly taxId: string | undefined;
  readonly ipsAccount: string | undefined;
  readonly payeeAddress: string | undefined;
}

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => String(random.int(0, 9))).join('');

/** A Serbian PIB: eight digits and the ISO 7064 MOD 11,10 check digit. */
export function serbianTaxId(random: Random): string {
  const body = String(random.int(1, 9)) + digits(random, 7);
  let product = 10;
  for (const digit of body) {
    const sum = (Number(digit) + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  return body + String((11 - product) % 10);
}

/** Bank code (3) + account (13) + control (2) = 98 − (bank·account·00 mod 97). */
export function serbianAccount(bank: string, account: string): string {
  const number = bank + account.padStart(13, '0');
  const control = 98n - ((BigInt(number) * 100n) % 97n);
  return number + String(control).padStart(2, '0');
}

/** Intesa, Raiffeisen, UniCredit, OTP, AIK. */
const serbianBanks = ['160', '265', '170', '325', '105'];

const legalForm: Readonly<Record<CountryCode, (name: string, city: string) => string>> = {
  RS: (name, city) => `${name} d.o.o. ${city}`,
  ME: (name) => `${name} d.o.o.`,
  BA: (name) => `${name} d.o.o.`,
  RU: (name) => `ООО «${name}»`,
};

export function planOrganization(
  organization: { readonly country: CountryCode; readonly name: string },
  firstBranch: { readonly address: string; readonly cityName: string },
): PlannedOrganization {
  const random = randomFor(`organization:${organization.country}/${organization.name}`);
  const serbian = organization.country === 'RS';
  const legalName = legalForm[organization.country](organization.name, firstBranch.cityName);
  return {
    country: organization.country,
    name: organization.name,
    legalName,
    taxId: serbian ? serbianTaxId(random) : undefined,
    ipsAccount: serbian
      ? serbianAccount(pick(random, serbianBanks), digits(random, 13))
      : undefined,
    payeeAddress: serbian ? `${firstBranch.address}, ${firstBranch.cityName}` : undefined,
  };
}
