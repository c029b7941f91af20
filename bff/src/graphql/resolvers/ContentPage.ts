import type {
  LegalPageResolvers,
  PricingPlanResolvers,
  PromoPageResolvers,
  QueryResolvers,
} from '../__generated__/resolvers-types.js';
import {
  legalPage,
  pricing,
  promoPage,
  type UpstreamLegalPage,
  type UpstreamPricingPlan,
  type UpstreamPromoPage,
} from '../../upstream/contentApi.js';
import { markdownToHtml } from '../markdown.js';
import { money } from '../money.js';

// What backs each type resolved here (the codegen mapper; bff/codegen/resolverModules.mjs).
export type PricingPlanMapper = UpstreamPricingPlan;
export type PromoPageMapper = UpstreamPromoPage;
export type LegalPageMapper = UpstreamLegalPage;

export const Query: Pick<QueryResolvers, 'pricingPlans' | 'promoPage' | 'legalPage'> = {
  pricingPlans: async (_parent, _args, { api }) => (await pricing(api)).plans,
  promoPage: (_parent, { slug }, { api }) => promoPage(api, slug),
  legalPage: (_parent, { slug }, { api }) => legalPage(api, slug),
};

export const PricingPlan: PricingPlanResolvers = {
  monthlyPrice: (plan) => money(plan.monthlyPrice, plan.currency),
};

export const PromoPage: PromoPageResolvers = {
  bodyHtml: (page) => markdownToHtml(page.body),
};

export const LegalPage: LegalPageResolvers = {
  bodyHtml: (page) => markdownToHtml(page.body),
};
