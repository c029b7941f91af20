import type { Resolvers } from '../__generated__/resolvers-types.js';
import { Availability, AvailableMaster, availabilityQueries } from './Availability.js';
import { Branch, BranchGeneral, BranchTreatment, branchQueries } from './Branch.js';
import { BranchSuggestion } from './BranchSuggestion.js';
import { CategorySuggestion } from './CategorySuggestion.js';
import { City } from './City.js';
import { BlogPost, BlogPostPage, blogQueries } from './Blog.js';
import { LegalPage, PricingPlan, PromoPage, contentPageQueries } from './ContentPage.js';
import {
  ForBusinessPage,
  ForBusinessPageCard,
  ForBusinessSection,
  forBusinessQueries,
} from './ForBusinessPage.js';
import { HelpArticle, helpQueries } from './HelpArticle.js';
import { Master } from './Master.js';
import { EventBooking, GroupEvent, eventQueries } from './GroupEvent.js';
import { GiftCard, giftCardQueries } from './GiftCard.js';
import { Payment, paymentQueries } from './Payment.js';
import { Mutation } from './Mutation.js';
import { Order, OrderItem, orderQueries, OrderQuote } from './Order.js';
import { Query } from './Query.js';
import { ReviewPage } from './ReviewPage.js';
import { AreaFacet, CityFacet, SearchFacets, TreatmentFacet } from './SearchFacets.js';
import { SearchResult, SearchResultService, SearchResults } from './SearchResults.js';
import { Service, ServiceCategory } from './Service.js';
import { Viewer } from './Viewer.js';

// One resolver file per GraphQL type; typed against the generated Resolvers map, so a type
// missing here or a wrong field fails typecheck.
export const resolvers: Resolvers = {
  Query: {
    ...Query,
    ...branchQueries,
    ...availabilityQueries,
    ...orderQueries,
    ...eventQueries,
    ...giftCardQueries,
    ...paymentQueries,
    ...blogQueries,
    ...helpQueries,
    ...forBusinessQueries,
    ...contentPageQueries,
  },
  Mutation,
  BlogPost,
  BlogPostPage,
  HelpArticle,
  ForBusinessPageCard,
  ForBusinessPage,
  ForBusinessSection,
  PricingPlan,
  PromoPage,
  LegalPage,
  City,
  BranchSuggestion,
  CategorySuggestion,
  Viewer,
  SearchResults,
  SearchResult,
  SearchResultService,
  SearchFacets,
  TreatmentFacet,
  CityFacet,
  AreaFacet,
  Branch,
  BranchGeneral,
  BranchTreatment,
  ServiceCategory,
  Service,
  Master,
  ReviewPage,
  Availability,
  AvailableMaster,
  Order,
  OrderItem,
  OrderQuote,
  GroupEvent,
  EventBooking,
  GiftCard,
  Payment,
};
