import type {
  GiftCardResolvers,
  GiftCardState,
  MutationResolvers,
  QueryResolvers,
} from '../__generated__/resolvers-types.js';
import { branchKey } from '../../upstream/branchesApi.js';
import {
  boughtGiftCard,
  boughtGiftCards,
  buyGiftCard,
  giftCard,
  type UpstreamBoughtGiftCard,
  type UpstreamGiftCard,
} from '../../upstream/giftsApi.js';
import { money } from '../money.js';

// What backs each type resolved here (the codegen mapper; bff/codegen/resolverModules.mjs).
// A card checked by its code, or one its buyer reads (with where and when it is e-mailed).
export type GiftCardMapper = UpstreamGiftCard | UpstreamBoughtGiftCard;

export const Query: Pick<QueryResolvers, 'giftCard' | 'myGiftCard' | 'myGiftCards'> = {
  giftCard: (_parent, { code }, { api }) => giftCard(api, code),
  myGiftCard: (_parent, { code }, { api }) => boughtGiftCard(api, code),
  myGiftCards: (_parent, _args, { api }) => boughtGiftCards(api),
};

export const Mutation: Pick<MutationResolvers, 'buyGiftCard'> = {
  buyGiftCard: async (_parent, { input }, { api }) => {
    const branchId = Number(branchKey(input.branch));
    if (!Number.isSafeInteger(branchId) || branchId < 1) {
      const unknown = { code: 'NOT_FOUND' as const, message: 'Unknown branch' };
      return { giftCard: null, errors: [{ ...unknown, field: 'branch', cancellableUntil: null }] };
    }
    const { data, errors } = await buyGiftCard(api, input.idempotencyKey, {
      branchId,
      amount: input.amount,
      recipientName: input.recipientName.trim(),
      ...(input.recipientEmail?.trim() ? { recipientEmail: input.recipientEmail.trim() } : {}),
      ...(input.message?.trim() ? { message: input.message.trim() } : {}),
      ...(input.sendOn ? { sendOn: input.sendOn } : {}),
    });
    return { giftCard: data, errors };
  },
};

export const GiftCard: GiftCardResolvers = {
  state: (card) => card.state.toUpperCase() as GiftCardState,
  initialAmount: (card) => money(card.initialAmount, card.currency),
  balance: (card) => money(card.balance, card.currency),
  organizationName: (card) => card.organization.name,
  branch: (card) => (card.branch ? { ...card.branch, id: String(card.branch.id) } : null),
  // Only its buyer's view says where and when it is e-mailed.
  recipientEmail: (card) => ('recipientEmail' in card ? card.recipientEmail : null),
  sendOn: (card) => ('sendOn' in card ? card.sendOn : null),
};
