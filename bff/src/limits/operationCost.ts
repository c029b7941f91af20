import { visit, type DocumentNode, type GraphQLSchema } from 'graphql';
import {
  getComplexity,
  simpleEstimator,
  type ComplexityEstimator,
  type ComplexityEstimatorArgs,
} from 'graphql-query-complexity';

/**
 * What an operation costs, in points: one per field, a list asked for by page size counts its
 * items, and availability counts the days times the services it computes. Aliases, fragments
 * and inline fragments are walked like the executor walks them, so every execution of a field
 * is paid for (graphql-query-complexity does the walking).
 */

/** The schema's availability default (schema/availability.graphql: 7 days). */
const defaultAvailabilityDays = 7;
/** An order has 1–10 items (api CreateOrderBody). */
const maxOrderItems = 10;

/**
 * The arguments the estimators read (each nested value of `input` too). They read them only
 * through `argument`, so one read here and missing from the price key (priceKey) cannot compile.
 */
const pricedArgumentNames = ['days', 'serviceIds', 'pageSize', 'limit', 'first', 'input'] as const;
type PricedArgument = (typeof pricedArgumentNames)[number];
const pricedArguments = new Set<string>(pricedArgumentNames);
const argument = (args: ComplexityEstimatorArgs['args'], name: PricedArgument): unknown =>
  args[name];

/**
 * availability computes every free start of each asked-for service on each day of one branch
 * (api's intervals): days × services × what is asked of each, per branch. A list of branches
 * above it (or one alias per branch) multiplies it again.
 */
const availabilityEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const moving = type.name === 'Order' && field.name === 'moveAvailability';
  if (!moving && (type.name !== 'Query' || field.name !== 'availability')) return undefined;
  const days = positive(argument(args, 'days')) ?? defaultAvailabilityDays;
  // An order's move is computed for its own services: at most an order's ten items.
  const services = moving
    ? maxOrderItems
    : Array.isArray(argument(args, 'serviceIds'))
      ? Math.max(1, (argument(args, 'serviceIds') as unknown[]).length)
      : 1;
  return 1 + days * services * Math.max(1, childComplexity);
};

/**
 * A list asked for by page size (pageSize, limit, or a search input's pageSize) costs each of
 * its items. Its default comes from the schema's argument default when the query omits it.
 */
const pageSizeEstimator: ComplexityEstimator = ({ args, childComplexity, field, type }) => {
  const size =
    listSize(args) ??
    (isGroupEventList(type.name, field.name) ? eventDays(args) : fixedPageSize(type.name, field));
  if (!size) return undefined;
  return 1 + size * Math.max(1, childComplexity);
};

function listSize(args: ComplexityEstimatorArgs['args']): number | undefined {
  const input = argument(args, 'input') as Record<string, unknown> | undefined;
  return (
    positive(argument(args, 'pageSize')) ??
    positive(argument(args, 'limit')) ??
    positive(argument(args, 'first')) ??
    positive(input?.['pageSize'])
  );
}

/** Lists whose page size bff fixes (resolvers/MyBookings.ts: 10 bookings a page). */
const fixedPageSize = (type: string, field: { name: string }) =>
  type === 'Query' && field.name === 'myBookings' ? 10 : 0;

/** groupEvents lists the events of some days: counted as one event a day (schema default 14). */
const isGroupEventList = (type: string, field: string) =>
  type === 'Query' && field === 'groupEvents';
const eventDays = (args: ComplexityEstimatorArgs['args']) => positive(argument(args, 'days')) ?? 14;

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** __typename is answered without work, and Apollo Client adds it to every selection. */
const typenameEstimator: ComplexityEstimator = ({ field }) =>
  field.name === '__typename' ? 0 : undefined;

export interface OperationInput {
  schema: GraphQLSchema;
  document: DocumentNode;
  variables?: Record<string, unknown> | undefined;
  /** Needed when the document holds several operations (only that one is counted). */
  operationName?: string | undefined;
}

export interface OperationPrice {
  /** Cost points (see above). */
  cost: number;
  /** Executions of Query.suggestions: each alias and each spread of a fragment holding it. */
  suggestions: number;
  /** Executions of Query.giftCard (a code checked), counted the same way. */
  giftCardChecks: number;
}

/**
 * Prices an operation in one walk; throws a GraphQLError on variables that do not fit. The price
 * depends on the document and only the variables the estimators read (page sizes, days,
 * services, @skip/@include), so it is kept per document for those values: every company page
 * asks the same document with another venue's slug, and is priced once. Apollo hands the same
 * parsed document for the same query text, so the prices go with the document.
 */
export function priceOperation(input: OperationInput): OperationPrice {
  const key = priceKey(input);
  const prices = knownPrices.get(input.document);
  const known = prices?.get(key);
  if (known) return known;

  let suggestions = 0;
  let giftCardChecks = 0;
  const queryType = input.schema.getQueryType()?.name;
  const countSuggestions: ComplexityEstimator = ({ type, field }) => {
    if (type.name === queryType && field.name === 'suggestions') suggestions += 1;
    if (type.name === queryType && field.name === 'giftCard') giftCardChecks += 1;
    return undefined; // counted only; the cost comes from the estimators after it
  };
  const cost = getComplexity({
    schema: input.schema,
    query: input.document,
    variables: input.variables ?? {},
    ...(input.operationName ? { operationName: input.operationName } : {}),
    estimators: [countSuggestions, ...costEstimators],
  });
  const price = { cost, suggestions, giftCardChecks };
  remember(input.document, prices, key, price);
  return price;
}

/** Variables a document uses where they change its price: in priced arguments and directives. */
const pricedVariablesOf = new WeakMap<DocumentNode, readonly string[]>();

function pricedVariables(document: DocumentNode): readonly string[] {
  let names = pricedVariablesOf.get(document);
  if (names) return names;
  const found = new Set<string>();
  let depth = 0; // inside a priced argument or a directive
  const enterPriced = () => void (depth += 1);
  const leavePriced = () => void (depth -= 1);
  visit(document, {
    Argument: {
      enter: (node) => (pricedArguments.has(node.name.value) ? enterPriced() : undefined),
      leave: (node) => (pricedArguments.has(node.name.value) ? leavePriced() : undefined),
    },
    Directive: { enter: enterPriced, leave: leavePriced },
    Variable: (node) => {
      if (depth > 0) found.add(node.name.value);
    },
    // A variable's definition names it too: not a use.
    VariableDefinition: () => false,
  });
  names = [...found].sort();
  pricedVariablesOf.set(document, names);
  return names;
}

function priceKey({ document, operationName, variables = {} }: OperationInput): string {
  const values = pricedVariables(document).map((name) =>
    name in variables ? variables[name] : '(not given)',
  );
  return JSON.stringify([operationName ?? '', values]);
}

/** Prices per document, dropped with it (Apollo's document cache owns it). */
const knownPrices = new WeakMap<DocumentNode, Map<string, OperationPrice>>();
/** Kept per document: a client sending ever other page sizes only pushes the oldest out. */
const pricesPerDocument = 64;

function remember(
  document: DocumentNode,
  prices: Map<string, OperationPrice> | undefined,
  key: string,
  price: OperationPrice,
) {
  const kept = prices ?? new Map<string, OperationPrice>();
  if (kept.size >= pricesPerDocument) kept.delete(kept.keys().next().value!);
  kept.set(key, price);
  if (!prices) knownPrices.set(document, kept);
}

const costEstimators = [
  typenameEstimator,
  availabilityEstimator,
  pageSizeEstimator,
  simpleEstimator({ defaultComplexity: 1 }),
];
