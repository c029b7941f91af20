// GraphQL types backed directly by upstream REST shapes (codegen mappers): field resolvers rename
// and derive from these, so no intermediate model is written by hand.
import type {
  UpstreamCity,
  UpstreamCustomer,
  UpstreamRouteRedirect,
  UpstreamSearchResults,
  UpstreamSuggestions,
} from '../upstream/bookingApi.js';

export type CityMapper = UpstreamCity;
export type SuggestionsMapper = UpstreamSuggestions;
export type BranchSuggestionMapper = UpstreamSuggestions['branches'][number];
export type CategorySuggestionMapper = UpstreamSuggestions['categories'][number];
export type ViewerMapper = UpstreamCustomer;
export type SearchResultsMapper = UpstreamSearchResults;
export type SearchResultMapper = UpstreamSearchResults['items'][number];
export type SearchResultServiceMapper = SearchResultMapper['services'][number];
export type RouteRedirectMapper = UpstreamRouteRedirect;
export type {
  UpstreamSearchFacets as SearchFacetsMapper,
  UpstreamFacetTreatment as TreatmentFacetMapper,
  UpstreamFacetCity as CityFacetMapper,
  UpstreamFacetArea as AreaFacetMapper,
} from '../upstream/searchApi.js';
export type {
  UpstreamBranch as BranchMapper,
  UpstreamBranchGeneral as BranchGeneralMapper,
  UpstreamBranchCategory as BranchTreatmentMapper,
  UpstreamServiceGroup as ServiceCategoryMapper,
  MenuService as ServiceMapper,
  BranchMaster as MasterMapper,
  UpstreamBranchReviews as ReviewPageMapper,
} from '../upstream/branchesApi.js';
export type {
  UpstreamIntervals as AvailabilityMapper,
  AvailableMaster as AvailableMasterMapper,
} from '../upstream/availabilityApi.js';
export type {
  UpstreamOrder as OrderMapper,
  OrderLine as OrderItemMapper,
  UpstreamOrderQuote as OrderQuoteMapper,
} from '../upstream/ordersApi.js';
export type {
  UpstreamBlogPost as BlogPostMapper,
  UpstreamBlogPostList as BlogPostPageMapper,
  UpstreamHelpArticle as HelpArticleMapper,
  UpstreamForBusinessPageSummary as ForBusinessPageCardMapper,
  UpstreamForBusinessPage as ForBusinessPageMapper,
  UpstreamForBusinessSection as ForBusinessSectionMapper,
  UpstreamPricingPlan as PricingPlanMapper,
  UpstreamPromoPage as PromoPageMapper,
  UpstreamLegalPage as LegalPageMapper,
} from '../upstream/contentApi.js';
export type {
  UpstreamGroupEvent as GroupEventMapper,
  UpstreamGroupEventList as GroupEventListMapper,
  UpstreamEventBooking as EventBookingMapper,
} from '../upstream/eventsApi.js';
export type { UpstreamGiftCard as GiftCardMapper } from '../upstream/giftsApi.js';
export type { UpstreamPayment as PaymentMapper } from '../upstream/paymentsApi.js';
