import type { PaymentView } from './PaymentPanel';

/** A pending IPS QR payment of 3,500 RSD, as GraphQL's Payment gives it. */
export const pendingPayment: PaymentView = {
  __typename: 'Payment',
  id: '41',
  status: 'PENDING',
  amount: { __typename: 'Money', amount: 350000, currency: 'RSD' },
  reference: '97521234',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"></svg>',
  transfer: {
    __typename: 'PaymentTransfer',
    payee: 'Salon Lotus d.o.o.',
    place: 'Njegoševa 45, Beograd',
    account: '265-0000000123456-78',
    amount: '3500,00',
    paymentCode: '289',
    purpose: 'Termin 0b7c9a1e',
    model: '97',
    reference: '521234',
  },
  expiresAt: '2099-01-01T10:30:00.000Z',
  paidAt: null,
  demoSwitch: false,
} as PaymentView;
