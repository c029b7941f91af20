import type { GraphQLResolveInfo } from 'graphql';
import type { CityMapper, BranchSuggestionMapper, CategorySuggestionMapper, SuggestionsMapper, ViewerMapper, RouteRedirectMapper, SearchResultsMapper, SearchResultMapper, SearchResultServiceMapper } from '../mappers.js';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** A venue (branch) matching the suggestion text (spec §3: id, title, mapAddress.title). */
export type BranchSuggestion = {
  __typename?: 'BranchSuggestion';
  /** The street address shown under the name (mapAddress.title upstream). */
  address?: Maybe<Scalars['String']['output']>;
  /** The branch id; the company page route takes it as its slug. */
  id: Scalars['ID']['output'];
  /** The full slug, ending with the id (spec §3). */
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A treatment (category) matching the suggestion text. */
export type CategorySuggestion = {
  __typename?: 'CategorySuggestion';
  id: Scalars['ID']['output'];
  node: SuggestionNode;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A city the marketplace serves in the project country (spec §3: value is the slug, title the name). */
export type City = {
  __typename?: 'City';
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  /** Name in the request's language. */
  title: Scalars['String']['output'];
  /** Slug used in URLs and as the c query value, e.g. beograd. */
  value: Scalars['ID']['output'];
};

export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** Always true: the session cookie is gone whatever the auth service answered. */
  loggedOut: Scalars['Boolean']['output'];
};

/** An amount of money: integer minor units (1/100) of an ISO 4217 currency. */
export type Money = {
  __typename?: 'Money';
  /** Minor units, e.g. 350000 for 3 500 RSD. */
  amount: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Ends the session: the cookie is cleared at once, the refresh token revoked upstream (best effort). */
  logout: LogoutPayload;
};

/** A photo on the assets host, served through the image proxy of the public configuration. */
export type Photo = {
  __typename?: 'Photo';
  alt: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

/** A city or district: its slug and its name in the request's language. */
export type Place = {
  __typename?: 'Place';
  slug: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type Query = {
  __typename?: 'Query';
  /** The cities of the project country, in the request's language. */
  cities: Array<City>;
  /** The redirect for a site path (without the locale prefix), or null when it has none. */
  routeRedirect?: Maybe<RouteRedirect>;
  /** Venues of the project country (one upstream call per page, whatever its size). */
  search: SearchResults;
  /**
   * Venues and treatments matching the text (lowercased before it is sent, spec §5), in the given
   * city when one is named. Empty text answers empty lists.
   */
  suggestions: Suggestions;
  /**
   * The signed-in customer, or null for a visitor. When the session can no longer be renewed it
   * ends and the answer carries UNAUTHENTICATED (spec §4), on which web starts the login flow.
   */
  viewer?: Maybe<Viewer>;
};


/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type QueryRouteRedirectArgs = {
  path: Scalars['String']['input'];
};


/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type QuerySearchArgs = {
  input: SearchInput;
};


/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type QuerySuggestionsArgs = {
  city?: InputMaybe<Scalars['ID']['input']>;
  text: Scalars['String']['input'];
};

/** Stars from reviews. */
export type Rating = {
  __typename?: 'Rating';
  /** Mean stars with 2 decimals; null without reviews. */
  average?: Maybe<Scalars['Float']['output']>;
  count: Scalars['Int']['output'];
};

/** Where a path redirects (spec §2 Navigation order: the server-driven redirect check). */
export type RouteRedirect = {
  __typename?: 'RouteRedirect';
  /** An external target is followed by a full page load. */
  external: Scalars['Boolean']['output'];
  /** 301, 302, 307 or 308. */
  status: Scalars['Int']['output'];
  /** An internal path without the locale prefix, or a full URL when external. */
  target: Scalars['String']['output'];
};

/** What to search for and where (spec §2 Search: hubSearch, /bt/ and /st/ routes). */
export type SearchInput = {
  /** District slug within the city. */
  area?: InputMaybe<Scalars['String']['input']>;
  /** A treatment or treatment group slug (the /bt/{type} routes). */
  category?: InputMaybe<Scalars['String']['input']>;
  /** City slug (the c query value). */
  city?: InputMaybe<Scalars['ID']['input']>;
  /** YYYY-MM-DD: only venues open that local day. */
  date?: InputMaybe<Scalars['String']['input']>;
  /** With longitude: distances are measured from this point. */
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  /** At most 50. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Minor units. */
  priceMax?: InputMaybe<Scalars['Int']['input']>;
  /** Minor units. */
  priceMin?: InputMaybe<Scalars['Int']['input']>;
  radiusKm?: InputMaybe<Scalars['Float']['input']>;
  ratingMin?: InputMaybe<Scalars['Float']['input']>;
  sort?: InputMaybe<SearchSort>;
  /** Keyword (the s query value, /st/{keyword} routes). */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** One venue card of the search results. */
export type SearchResult = {
  __typename?: 'SearchResult';
  address: Scalars['String']['output'];
  area?: Maybe<Place>;
  city: Place;
  /** From the search point; null without one. */
  distanceKm?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  /** The lowest price of the matching services. */
  minPrice?: Maybe<Money>;
  name: Scalars['String']['output'];
  photo?: Maybe<Photo>;
  rating: Rating;
  services: Array<SearchResultService>;
  slug: Scalars['String']['output'];
};

/** A few of a venue's services shown on its search card. */
export type SearchResultService = {
  __typename?: 'SearchResultService';
  durationMinutes: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  price: Money;
  /** True when the price is a starting price. */
  priceFrom: Scalars['Boolean']['output'];
};

export type SearchResults = {
  __typename?: 'SearchResults';
  items: Array<SearchResult>;
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type SearchSort =
  | 'DISTANCE'
  | 'PRICE'
  | 'RATING'
  | 'RELEVANCE';

export type SuggestionNode =
  | 'BRANCH'
  | 'CATEGORY';

export type Suggestions = {
  __typename?: 'Suggestions';
  branches: Array<BranchSuggestion>;
  categories: Array<CategorySuggestion>;
};

export type UserError = {
  __typename?: 'UserError';
  /** When the cancellation window closed (OUTSIDE_CANCELLATION_WINDOW), ISO 8601. */
  cancellableUntil?: Maybe<Scalars['String']['output']>;
  code: UserErrorCode;
  /** The input field at fault (VALIDATION), e.g. phone. */
  field?: Maybe<Scalars['String']['output']>;
  /** Text for logs and tests; web shows its own translation of the code. */
  message: Scalars['String']['output'];
};

/**
 * Why a customer's action was refused: an expected outcome, not a failure of the system. Web shows
 * the translated text for the code (locales/*\/errors), beside the field when one is named.
 */
export type UserErrorCode =
  /** A visit is reviewed once. */
  | 'ALREADY_REVIEWED'
  /** The amount is outside what the branch accepts. */
  | 'AMOUNT_OUT_OF_RANGE'
  /** The gift card code is unknown, used up or expired. */
  | 'GIFT_CARD_INVALID'
  /** The same request is still being processed: wait and look again. */
  | 'IN_PROGRESS'
  /** The order is paid or free. */
  | 'NOTHING_TO_PAY'
  /** Already cancelled or over. */
  | 'NOT_CANCELLABLE'
  /** The thing acted on does not exist (or is not yours). */
  | 'NOT_FOUND'
  /** Only a past visit of your own can be reviewed. */
  | 'NOT_REVIEWABLE'
  /** The cancellation window of the branch has closed. */
  | 'OUTSIDE_CANCELLATION_WINDOW'
  /** The branch does not take online payment. */
  | 'PAYMENT_UNAVAILABLE'
  /** Somebody booked the slot first: pick another time. */
  | 'SLOT_TAKEN'
  /** Nobody works then, it is too soon, or too far ahead. */
  | 'SLOT_UNAVAILABLE'
  /** The group event has no seats left. */
  | 'SOLD_OUT'
  /** The input did not pass validation (field names what). */
  | 'VALIDATION';

/** The signed-in customer (spec §3: firstName and lastName are read). */
export type Viewer = {
  __typename?: 'Viewer';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** spec §3: the first character of firstName plus that of lastName if present; empty when firstName is empty. */
  initials: Scalars['String']['output'];
  /** Language of messages to the customer: en, sr or ru. */
  language: Scalars['String']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BranchSuggestion: ResolverTypeWrapper<BranchSuggestionMapper>;
  CategorySuggestion: ResolverTypeWrapper<CategorySuggestionMapper>;
  City: ResolverTypeWrapper<CityMapper>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Photo: ResolverTypeWrapper<Photo>;
  Place: ResolverTypeWrapper<Place>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Rating: ResolverTypeWrapper<Rating>;
  RouteRedirect: ResolverTypeWrapper<RouteRedirectMapper>;
  SearchInput: SearchInput;
  SearchResult: ResolverTypeWrapper<SearchResultMapper>;
  SearchResultService: ResolverTypeWrapper<SearchResultServiceMapper>;
  SearchResults: ResolverTypeWrapper<SearchResultsMapper>;
  SearchSort: SearchSort;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SuggestionNode: SuggestionNode;
  Suggestions: ResolverTypeWrapper<SuggestionsMapper>;
  UserError: ResolverTypeWrapper<UserError>;
  UserErrorCode: UserErrorCode;
  Viewer: ResolverTypeWrapper<ViewerMapper>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  BranchSuggestion: BranchSuggestionMapper;
  CategorySuggestion: CategorySuggestionMapper;
  City: CityMapper;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LogoutPayload: LogoutPayload;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  Photo: Photo;
  Place: Place;
  Query: Record<PropertyKey, never>;
  Rating: Rating;
  RouteRedirect: RouteRedirectMapper;
  SearchInput: SearchInput;
  SearchResult: SearchResultMapper;
  SearchResultService: SearchResultServiceMapper;
  SearchResults: SearchResultsMapper;
  String: Scalars['String']['output'];
  Suggestions: SuggestionsMapper;
  UserError: UserError;
  Viewer: ViewerMapper;
};

export type BranchSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BranchSuggestion'] = ResolversParentTypes['BranchSuggestion']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategorySuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CategorySuggestion'] = ResolversParentTypes['CategorySuggestion']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SuggestionNode'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City']> = {
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LogoutPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = {
  loggedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
};

export type PhotoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Photo'] = ResolversParentTypes['Photo']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = {
  slug?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType>;
  routeRedirect?: Resolver<Maybe<ResolversTypes['RouteRedirect']>, ParentType, ContextType, RequireFields<QueryRouteRedirectArgs, 'path'>>;
  search?: Resolver<ResolversTypes['SearchResults'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'input'>>;
  suggestions?: Resolver<ResolversTypes['Suggestions'], ParentType, ContextType, RequireFields<QuerySuggestionsArgs, 'text'>>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type RatingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Rating'] = ResolversParentTypes['Rating']> = {
  average?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RouteRedirectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RouteRedirect'] = ResolversParentTypes['RouteRedirect']> = {
  external?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  area?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['Place'], ParentType, ContextType>;
  distanceKm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['Photo']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Rating'], ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['SearchResultService']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchResultServiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResultService'] = ResolversParentTypes['SearchResultService']> = {
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  priceFrom?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SearchResultsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResults'] = ResolversParentTypes['SearchResults']> = {
  items?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SuggestionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Suggestions'] = ResolversParentTypes['Suggestions']> = {
  branches?: Resolver<Array<ResolversTypes['BranchSuggestion']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['CategorySuggestion']>, ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  cancellableUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['UserErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  initials?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  BranchSuggestion?: BranchSuggestionResolvers<ContextType>;
  CategorySuggestion?: CategorySuggestionResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Photo?: PhotoResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Rating?: RatingResolvers<ContextType>;
  RouteRedirect?: RouteRedirectResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SearchResultService?: SearchResultServiceResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  Suggestions?: SuggestionsResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
};

