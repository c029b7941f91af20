import type { GraphQLResolveInfo } from 'graphql';
import type { CityMapper, BranchSuggestionMapper, CategorySuggestionMapper, SuggestionsMapper, ViewerMapper } from '../mappers.js';
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

/** The one contract between web and bff. Each domain extends Query and Mutation in its own file. */
export type Query = {
  __typename?: 'Query';
  /** The cities of the project country, in the request's language. */
  cities: Array<City>;
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


/** The one contract between web and bff. Each domain extends Query and Mutation in its own file. */
export type QuerySuggestionsArgs = {
  city?: InputMaybe<Scalars['ID']['input']>;
  text: Scalars['String']['input'];
};

export type SuggestionNode =
  | 'BRANCH'
  | 'CATEGORY';

export type Suggestions = {
  __typename?: 'Suggestions';
  branches: Array<BranchSuggestion>;
  categories: Array<CategorySuggestion>;
};

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
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SuggestionNode: SuggestionNode;
  Suggestions: ResolverTypeWrapper<SuggestionsMapper>;
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
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Suggestions: SuggestionsMapper;
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

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType>;
  suggestions?: Resolver<ResolversTypes['Suggestions'], ParentType, ContextType, RequireFields<QuerySuggestionsArgs, 'text'>>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type SuggestionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Suggestions'] = ResolversParentTypes['Suggestions']> = {
  branches?: Resolver<Array<ResolversTypes['BranchSuggestion']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['CategorySuggestion']>, ParentType, ContextType>;
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
  Query?: QueryResolvers<ContextType>;
  Suggestions?: SuggestionsResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
};

