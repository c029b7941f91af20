import type {
  LegalPageResolvers,
  PricingPlanResolvers,
  PromoPageResolvers,
  QueryResolvers,
} from '../__generated__/resolvers-types.js';
import { legalPage, pricing, promoPage } from '../../upstream/contentApi.js';
import { markdownToHtml } from '../markdown.js';

export const contentPageQueries: Pick<QueryResolvers, 'pricingPlans' | 'promoPage' | 'legalPage'> =
  {
    pricingPlans: async (_parent, _args, { api }) => (await pricing(api)).plans,
    promoPage: (_parent, { slug }, { api }) => promoPage(api, slug),
    legalPage: (_parent, { slug }, { api }) => legalPage(api, slug),
  };

export const PricingPlan: PricingPlanResolvers = {
  monthlyPrice: (plan) => ({ amount: plan.monthlyPrice, currency: plan.currency }),
};

export const PromoPage: PromoPageResolvers = {
  bodyHtml: (page) => markdownToHtml(page.body),
};

export const LegalPage: LegalPageResolvers = {
  bodyHtml: (page) => markdownToHtml(page.body),
};
