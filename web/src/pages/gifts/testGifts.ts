import type { GiftCardView } from './GiftCardSummary';

/** The gift page's venue, as GraphQL's branchGeneral gives it: a Belgrade salon that sells cards. */
export const testGiftBranch = {
  __typename: 'BranchGeneral' as const,
  id: '1',
  slug: 'salon-lotus-vracar-1',
  name: 'Salon Lotus Vračar',
  currency: 'RSD',
  timeZone: 'Europe/Belgrade',
  sellsGiftCards: true,
};

/** A 5,000 RSD card bought for Mila at Salon Lotus Vračar, not paid yet. */
export const testGiftCard: GiftCardView = {
  __typename: 'GiftCard',
  code: 'TERM-2222-2222',
  state: 'PENDING',
  spendable: false,
  initialAmount: { __typename: 'Money', amount: 500000, currency: 'RSD' },
  balance: { __typename: 'Money', amount: 500000, currency: 'RSD' },
  expiresAt: '2027-11-28T10:00:00Z',
  organizationName: 'Salon Lotus',
  branch: {
    __typename: 'GiftCardBranch',
    id: '1',
    slug: 'salon-lotus-vracar-1',
    name: 'Salon Lotus Vračar',
  },
  recipientName: 'Mila',
};
