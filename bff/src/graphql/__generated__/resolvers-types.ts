import type { GraphQLResolveInfo } from 'graphql';
import type { AvailabilityMapper, AvailableMasterMapper } from '../resolvers/Availability.js';
import type { BlogPostMapper, BlogPostPageMapper } from '../resolvers/Blog.js';
import type { BookingVenueMapper } from '../resolvers/Booking.js';
import type { BranchMapper, BranchGeneralMapper, BranchTreatmentMapper } from '../resolvers/Branch.js';
import type { CityMapper } from '../resolvers/City.js';
import type { PricingPlanMapper, PromoPageMapper, LegalPageMapper } from '../resolvers/ContentPage.js';
import type { FavoriteVenueMapper } from '../resolvers/FavoriteVenue.js';
import type { ForBusinessPageCardMapper, ForBusinessPageMapper, ForBusinessSectionMapper } from '../resolvers/ForBusinessPage.js';
import type { GiftCardMapper } from '../resolvers/GiftCard.js';
import type { GroupEventMapper, GroupEventListMapper, EventBookingMapper } from '../resolvers/GroupEvent.js';
import type { HelpArticleMapper } from '../resolvers/HelpArticle.js';
import type { MasterMapper } from '../resolvers/Master.js';
import type { CustomerBookingPageMapper } from '../resolvers/MyBookings.js';
import type { OrderMapper, OrderItemMapper, OrderQuoteMapper } from '../resolvers/Order.js';
import type { PaymentMapper } from '../resolvers/Payment.js';
import type { RouteRedirectMapper } from '../resolvers/Query.js';
import type { ReviewPageMapper } from '../resolvers/ReviewPage.js';
import type { SearchFacetsMapper, TreatmentFacetMapper, CityFacetMapper, AreaFacetMapper } from '../resolvers/SearchFacets.js';
import type { SearchResultsMapper, SearchResultMapper, SearchResultServiceMapper } from '../resolvers/SearchResults.js';
import type { ServiceCategoryMapper, ServiceMapper } from '../resolvers/Service.js';
import type { SuggestionsMapper, BranchSuggestionMapper, CategorySuggestionMapper } from '../resolvers/Suggestions.js';
import type { ViewerMapper } from '../resolvers/Viewer.js';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** A district of the city with how many venues it has (of the treatment asked, when one is). */
export type AreaFacet = {
  __typename?: 'AreaFacet';
  area: Place;
  venueCount: Scalars['Int']['output'];
};

/**
 * Free start times of a branch for chosen services (api `book/branches/{id}/intervals`), per local
 * date in the branch's own time zone. Past starts, full times and closed days are never listed.
 */
export type Availability = {
  __typename?: 'Availability';
  /** Each asked-for local date, in order; a date without free starts has no slots. */
  days: Array<AvailabilityDay>;
  /**
   * The masters who perform every chosen service, with their time and price for all of them (none
   * when the services need several masters: see TimeSlot.parts).
   */
  masters: Array<AvailableMaster>;
  slotStepMinutes: Scalars['Int']['output'];
  /** IANA zone the dates and times are in, e.g. Europe/Belgrade. */
  timeZone: Scalars['String']['output'];
};

export type AvailabilityDay = {
  __typename?: 'AvailabilityDay';
  /** Local date, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  slots: Array<TimeSlot>;
};

export type AvailableMaster = {
  __typename?: 'AvailableMaster';
  /** Their time for all the chosen services, back to back. */
  durationMinutes: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Their price for all the chosen services. */
  price: Money;
};

/** A published blog post (spec §2 /blog/{slug}). */
export type BlogPost = {
  __typename?: 'BlogPost';
  authorName: Scalars['String']['output'];
  authorRole?: Maybe<Scalars['String']['output']>;
  /** The body as HTML, rendered from the editorial Markdown with raw HTML escaped. */
  bodyHtml: Scalars['String']['output'];
  coverImage: Photo;
  excerpt: Scalars['String']['output'];
  /** ISO 8601. */
  publishedAt: Scalars['String']['output'];
  readingMinutes: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  tags: Array<BlogTag>;
  title: Scalars['String']['output'];
  /** ISO 8601. */
  updatedAt: Scalars['String']['output'];
};

/** A published blog post as a card in the list (spec §2 /blog). */
export type BlogPostCard = {
  __typename?: 'BlogPostCard';
  authorName: Scalars['String']['output'];
  authorRole?: Maybe<Scalars['String']['output']>;
  coverImage: Photo;
  /** One or two sentences for the card and the meta description. */
  excerpt: Scalars['String']['output'];
  /** ISO 8601. */
  publishedAt: Scalars['String']['output'];
  readingMinutes: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  tags: Array<BlogTag>;
  title: Scalars['String']['output'];
};

/** One page of published blog posts, newest first. */
export type BlogPostPage = {
  __typename?: 'BlogPostPage';
  items: Array<BlogPostCard>;
  page: Scalars['Int']['output'];
  /** At least 1. */
  pageCount: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A blog category tag; its slug is also a search category. */
export type BlogTag = {
  __typename?: 'BlogTag';
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type BookEventInput = {
  comment?: InputMaybe<Scalars['String']['input']>;
  contact: OrderContactInput;
  eventId: Scalars['ID']['input'];
  /** One per intended booking (web keeps it for retries of the same submission): a replay books once. */
  idempotencyKey?: InputMaybe<Scalars['ID']['input']>;
  /** 1–20 seats. */
  seats: Scalars['Int']['input'];
};

export type BookEventPayload = {
  __typename?: 'BookEventPayload';
  booking?: Maybe<EventBooking>;
  /** SOLD_OUT (not enough seats left), SLOT_UNAVAILABLE (started or cancelled), VALIDATION, IN_PROGRESS, NOT_FOUND. */
  errors: Array<UserError>;
};

/**
 * A customer's booking of either kind: a visit (Order: services at a venue) or places on a group
 * event (EventBooking). What every booking has, read the same way whichever it is.
 */
export type Booking = {
  /** What is left to pay (zero when nothing is). */
  amountDue: Money;
  /** Where it takes place. */
  branch: BookingVenue;
  /** Still cancellable online now. */
  canCancel: Scalars['Boolean']['output'];
  /** Over, not cancelled and not reviewed yet. */
  canReview: Scalars['Boolean']['output'];
  /** When online cancellation closes (the branch's window before the start), ISO 8601. */
  cancellableUntil: Scalars['String']['output'];
  cancelledAt?: Maybe<Scalars['String']['output']>;
  comment?: Maybe<Scalars['String']['output']>;
  contact: OrderContact;
  createdAt: Scalars['String']['output'];
  endsAt: Scalars['String']['output'];
  /** What a gift card paid. */
  giftCardAmount: Money;
  guid: Scalars['ID']['output'];
  /** The visit is behind the customer (completed, missed, or its end passed): nothing to pay or put in a calendar. */
  over: Scalars['Boolean']['output'];
  review?: Maybe<BookingReview>;
  /** ISO 8601 instants. */
  startsAt: Scalars['String']['output'];
  status: OrderStatus;
  total: Money;
};

/** Which of a customer's bookings: by whether they are still to come. */
export type BookingPeriod =
  /** Cancelled, latest first. */
  | 'CANCELLED'
  /** Over (or completed), latest first. */
  | 'PAST'
  /** Not cancelled and not over, soonest first. */
  | 'UPCOMING';

/** A customer's stars and words about a visit or an event they attended, once per booking. */
export type BookingReview = {
  __typename?: 'BookingReview';
  createdAt: Scalars['String']['output'];
  rating: Scalars['Int']['output'];
  text?: Maybe<Scalars['String']['output']>;
};

/** The venue a booking or a group event is at: what directions, a calendar entry and a call need. */
export type BookingVenue = {
  __typename?: 'BookingVenue';
  /** Street and number. */
  address: Scalars['String']['output'];
  /** Street, city and country: what directions and calendars look the venue up by. */
  fullAddress: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The venue's phone: where the customer calls once online changes are closed. */
  phone: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** IANA zone the booking's local times are read in. */
  timeZone: Scalars['String']['output'];
};

/** A branch (venue) of a business: its company page and what its booking flow needs. */
export type Branch = {
  __typename?: 'Branch';
  /** The description, in the request's language. */
  about?: Maybe<Scalars['String']['output']>;
  /** Street and number, in the local language. */
  address: Scalars['String']['output'];
  area?: Maybe<Place>;
  /** Online cancellation is possible until this many minutes before the start. */
  cancellationWindowMinutes: Scalars['Int']['output'];
  city: Place;
  /** Closures not yet over, soonest first. */
  closures: Array<BranchClosure>;
  coordinates: Coordinates;
  /** ISO 4217 code of its prices. */
  currency: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  /** The booking settings (shared public cache). */
  general: BranchGeneral;
  /** The branch id (digits). */
  id: Scalars['ID']['output'];
  /** Instagram handle without @. */
  instagram?: Maybe<Scalars['String']['output']>;
  interfaceMode: InterfaceMode;
  /** One team member, or null. */
  master?: Maybe<Master>;
  /** The active team, in team order. */
  masters: Array<Master>;
  name: Scalars['String']['output'];
  /** All seven weekdays, Monday first, in the local time of timeZone. */
  openingHours: Array<OpeningDay>;
  organization: Organization;
  phone: Scalars['String']['output'];
  /** Display order; the first is the cover. */
  photos: Array<Photo>;
  /** The address's postal code (11000); null where the business has not given one. */
  postalCode?: Maybe<Scalars['String']['output']>;
  rating: Rating;
  /** Five entries, 5 stars first. */
  ratingBreakdown: Array<RatingStarCount>;
  /** Reviews, a page at a time (pageSize at most 50), with the business's replies. */
  reviews: ReviewPage;
  /** Gift cards can be bought here (they are paid by IPS QR, which takes dinars with an account). */
  sellsGiftCards: Scalars['Boolean']['output'];
  /** One service of the menu, or null. */
  service?: Maybe<Service>;
  /** The services menu grouped by category; active services only. */
  services: Array<ServiceCategory>;
  /** The full slug, ending with the id (spec §3). */
  slug: Scalars['String']['output'];
  /** IANA zone its hours and schedules are read in. */
  timeZone: Scalars['String']['output'];
  /** The treatments it offers, by group and curated order. */
  treatments: Array<BranchTreatment>;
  website?: Maybe<Scalars['String']['output']>;
};


/** A branch (venue) of a business: its company page and what its booking flow needs. */
export type BranchMasterArgs = {
  id: Scalars['ID']['input'];
};


/** A branch (venue) of a business: its company page and what its booking flow needs. */
export type BranchReviewsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ReviewSort>;
};


/** A branch (venue) of a business: its company page and what its booking flow needs. */
export type BranchServiceArgs = {
  id: Scalars['ID']['input'];
};

/** A closure (holiday, renovation) that has not ended yet. */
export type BranchClosure = {
  __typename?: 'BranchClosure';
  /** YYYY-MM-DD, the last closed day (included). */
  endsOn: Scalars['String']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  startsOn: Scalars['String']['output'];
};

/**
 * The booking settings of a branch (GET book/branch/{id}/general, spec §3, §7), read before
 * booking. Public: cached in the shared cache per country, branch id and language.
 */
export type BranchGeneral = {
  __typename?: 'BranchGeneral';
  /** The latest bookable day is this many days ahead. */
  bookingHorizonDays: Scalars['Int']['output'];
  /** Online cancellation is possible until this many minutes before the start. */
  cancellationWindowMinutes: Scalars['Int']['output'];
  /** ISO 4217 code of its prices. */
  currency: Scalars['String']['output'];
  /** The branch id (digits). */
  id: Scalars['ID']['output'];
  interfaceMode: InterfaceMode;
  /** The earliest bookable start is this many minutes from now. */
  minNoticeMinutes: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /**
   * Gift cards can be bought here online (buyGiftCard): they are paid by IPS QR, which only a venue
   * taking dinars with an account takes; elsewhere buyGiftCard answers PAYMENT_UNAVAILABLE.
   */
  sellsGiftCards: Scalars['Boolean']['output'];
  slug: Scalars['String']['output'];
  /** IANA zone the branch's schedules and hours are read in. */
  timeZone: Scalars['String']['output'];
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

/** A treatment a branch offers (a search category), with its treatment group. */
export type BranchTreatment = {
  __typename?: 'BranchTreatment';
  groupSlug: Scalars['String']['output'];
  groupTitle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type BuyGiftCardInput = {
  /** In minor units of the branch's currency (e.g. 500000 for 5 000 RSD). */
  amount: Scalars['Int']['input'];
  /** The branch id or its slug: the card is valid there. */
  branch: Scalars['ID']['input'];
  /** One per intended purchase: a replay buys once. */
  idempotencyKey?: InputMaybe<Scalars['ID']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  /** Where the card is e-mailed once paid, with the message, in the buyer's language. */
  recipientEmail?: InputMaybe<Scalars['String']['input']>;
  recipientName: Scalars['String']['input'];
  /**
   * The day (YYYY-MM-DD at the branch, today up to 180 days ahead) the card is e-mailed to
   * recipientEmail, at 9:00; without it, as soon as it is paid. VALIDATION (field sendOn or
   * recipientEmail) when out of range or without an address.
   */
  sendOn?: InputMaybe<Scalars['String']['input']>;
};

export type BuyGiftCardPayload = {
  __typename?: 'BuyGiftCardPayload';
  /** AMOUNT_OUT_OF_RANGE, PAYMENT_UNAVAILABLE (the venue takes no IPS payments), VALIDATION, IN_PROGRESS, NOT_FOUND. */
  errors: Array<UserError>;
  /** The new card, pending until paid (startGiftCardPayment). */
  giftCard?: Maybe<GiftCard>;
};

export type CancelEventBookingInput = {
  guid: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['ID']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type CancelEventBookingPayload = {
  __typename?: 'CancelEventBookingPayload';
  booking?: Maybe<EventBooking>;
  /** OUTSIDE_CANCELLATION_WINDOW (with cancellableUntil), NOT_CANCELLABLE, NOT_FOUND. */
  errors: Array<UserError>;
};

export type CancelOrderInput = {
  guid: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['ID']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type CancelOrderPayload = {
  __typename?: 'CancelOrderPayload';
  /** OUTSIDE_CANCELLATION_WINDOW (with cancellableUntil), NOT_CANCELLABLE (already cancelled or over), NOT_FOUND. */
  errors: Array<UserError>;
  /** The cancelled order. */
  order?: Maybe<Order>;
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

/** A city with how many venues it has (of the treatment asked, when one is). */
export type CityFacet = {
  __typename?: 'CityFacet';
  city: City;
  /** IANA time zone: what today is there. */
  timeZone: Scalars['String']['output'];
  venueCount: Scalars['Int']['output'];
};

/** A point on the map (WGS 84). */
export type Coordinates = {
  __typename?: 'Coordinates';
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
};

export type CreateOrderInput = {
  /** The branch id or its slug. */
  branch: Scalars['ID']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
  contact: OrderContactInput;
  /**
   * The total the customer confirmed (orderQuote's total, minor units): any other total is refused
   * with PRICE_CHANGED and nothing is booked.
   */
  expectedTotal?: InputMaybe<Scalars['Int']['input']>;
  /** A gift card code (TERM-XXXX-XXXX); it pays up to the total. */
  giftCardCode?: InputMaybe<Scalars['String']['input']>;
  /** One per intended order (web keeps it for retries of the same submission): a replay books once. */
  idempotencyKey?: InputMaybe<Scalars['ID']['input']>;
  /** Back to back, in this order (1–10). */
  items: Array<OrderItemInput>;
  /** A local date and time in the branch's zone (2030-03-05T10:00) or an instant with offset. */
  start: Scalars['String']['input'];
};

export type CreateOrderPayload = {
  __typename?: 'CreateOrderPayload';
  /** SLOT_TAKEN, SLOT_UNAVAILABLE, PRICE_CHANGED, GIFT_CARD_INVALID, VALIDATION, IN_PROGRESS, NOT_FOUND. */
  errors: Array<UserError>;
  order?: Maybe<Order>;
};

/** One page of a customer's bookings in a period. */
export type CustomerBookingPage = {
  __typename?: 'CustomerBookingPage';
  items: Array<Booking>;
  page: Scalars['Int']['output'];
  /** 0 when the period has no bookings. */
  pageCount: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** The signed-in customer's booking of seats on a group event. */
export type EventBooking = Booking & {
  __typename?: 'EventBooking';
  amountDue: Money;
  /** The event's venue. */
  branch: BookingVenue;
  /** Still cancellable online now. */
  canCancel: Scalars['Boolean']['output'];
  /** Over, not cancelled and not reviewed yet. */
  canReview: Scalars['Boolean']['output'];
  /** When online cancellation closes, ISO 8601. */
  cancellableUntil: Scalars['String']['output'];
  cancelledAt?: Maybe<Scalars['String']['output']>;
  comment?: Maybe<Scalars['String']['output']>;
  contact: OrderContact;
  createdAt: Scalars['String']['output'];
  durationMinutes: Scalars['Int']['output'];
  /** ISO 8601 instant: the start plus the event's duration. */
  endsAt: Scalars['String']['output'];
  /** The event booked (null only if it has since been removed). */
  event?: Maybe<GroupEvent>;
  eventId: Scalars['ID']['output'];
  /** What a gift card paid. */
  giftCardAmount: Money;
  guid: Scalars['ID']['output'];
  /** The visit is behind the customer (completed, missed, or its end passed): nothing to pay or put in a calendar. */
  over: Scalars['Boolean']['output'];
  review?: Maybe<BookingReview>;
  seats: Scalars['Int']['output'];
  /** ISO 8601 instant. */
  startsAt: Scalars['String']['output'];
  status: OrderStatus;
  title: Scalars['String']['output'];
  /** seats × the seat price. */
  total: Money;
};

/** A question and its answer (plain text). */
export type FaqEntry = {
  __typename?: 'FaqEntry';
  answer: Scalars['String']['output'];
  question: Scalars['String']['output'];
};

/** A venue the customer saved in their account (profile → Favourites). */
export type FavoriteVenue = {
  __typename?: 'FavoriteVenue';
  address: Scalars['String']['output'];
  /** The branch id. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** When it was saved, ISO 8601. */
  savedAt: Scalars['String']['output'];
  /** The branch's slug: its pages are /company/{slug} and /book-now/{slug}. */
  slug: Scalars['String']['output'];
};

export type FavoritesPayload = {
  __typename?: 'FavoritesPayload';
  /** NOT_FOUND (no such venue in the project country). */
  errors: Array<UserError>;
  /** The saved venues after the change, newest first; null when it was refused. */
  favorites?: Maybe<Array<FavoriteVenue>>;
};

export type ForBusinessKind =
  /** A kind of business (salons, clinics). */
  | 'AUDIENCE'
  /** A feature of the product. */
  | 'FEATURE';

/** A for-business page (spec §2 /for-business/{slug}). */
export type ForBusinessPage = {
  __typename?: 'ForBusinessPage';
  bodyHtml: Scalars['String']['output'];
  heroImage?: Maybe<Photo>;
  kind: ForBusinessKind;
  sections: Array<ForBusinessSection>;
  slug: Scalars['String']['output'];
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A for-business page as a card (spec §2 /for-business). */
export type ForBusinessPageCard = {
  __typename?: 'ForBusinessPageCard';
  heroImage?: Maybe<Photo>;
  kind: ForBusinessKind;
  slug: Scalars['String']['output'];
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ForBusinessSection = {
  __typename?: 'ForBusinessSection';
  bodyHtml: Scalars['String']['output'];
  heading: Scalars['String']['output'];
  image?: Maybe<Photo>;
};

/** A point on the map. */
export type GeoPoint = {
  __typename?: 'GeoPoint';
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
};

/** A gift card: a code worth an amount at one branch (or every branch of its business). */
export type GiftCard = {
  __typename?: 'GiftCard';
  balance: Money;
  /** Valid only at this branch; null: at every branch of the business. */
  branch?: Maybe<GiftCardBranch>;
  /** TERM-XXXX-XXXX. */
  code: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  /** ISO 8601 instant. */
  expiresAt: Scalars['String']['output'];
  initialAmount: Money;
  message?: Maybe<Scalars['String']['output']>;
  /** The business it is valid at. */
  organizationName: Scalars['String']['output'];
  /** Where it is emailed once paid: only its buyer reads it (myGiftCard, myGiftCards), else null. */
  recipientEmail?: Maybe<Scalars['String']['output']>;
  recipientName?: Maybe<Scalars['String']['output']>;
  /** The day (YYYY-MM-DD at the branch) it is emailed; null: as soon as it is paid, or not its buyer. */
  sendOn?: Maybe<Scalars['String']['output']>;
  /** Active, not expired and with balance left. */
  spendable: Scalars['Boolean']['output'];
  state: GiftCardState;
};

/** The branch a gift card is valid at. */
export type GiftCardBranch = {
  __typename?: 'GiftCardBranch';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

/** Where a gift card stands. */
export type GiftCardState =
  /** Spendable. */
  | 'ACTIVE'
  /** Void. */
  | 'CANCELLED'
  /** Past its expiry. */
  | 'EXPIRED'
  /** Bought, not paid yet: not spendable. */
  | 'PENDING'
  /** No balance left. */
  | 'USED_UP';

/** A group event of a branch in group mode (a class, a workshop): seats on one schedule. */
export type GroupEvent = {
  __typename?: 'GroupEvent';
  /** Open for booking: scheduled, not started, seats left. */
  bookable: Scalars['Boolean']['output'];
  branch: BookingVenue;
  capacity: Scalars['Int']['output'];
  /** Why it is not bookable (cancelled first, then started, then full); null while it is. */
  closedReason?: Maybe<GroupEventClosedReason>;
  description?: Maybe<Scalars['String']['output']>;
  durationMinutes: Scalars['Int']['output'];
  /** Who leads it, when named. */
  hostName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Per seat. */
  price: Money;
  /** Seats still free now (0 when cancelled or full). */
  seatsLeft: Scalars['Int']['output'];
  /** ISO 8601 instant. */
  startsAt: Scalars['String']['output'];
  status: GroupEventStatus;
  title: Scalars['String']['output'];
};

/** Why a group event takes no more bookings. */
export type GroupEventClosedReason =
  /** It was cancelled. */
  | 'CANCELLED'
  /** No places are left. */
  | 'FULL'
  /** It has started (or is over). */
  | 'STARTED';

/** A branch's upcoming group events over some days. */
export type GroupEventList = {
  __typename?: 'GroupEventList';
  days: Scalars['Int']['output'];
  /** Soonest first. */
  events: Array<GroupEvent>;
  /** The first day listed (YYYY-MM-DD, in the branch's zone). */
  from: Scalars['String']['output'];
};

/** Whether a group event takes place. */
export type GroupEventStatus =
  | 'CANCELLED'
  | 'SCHEDULED';

/** A help center article (spec §2 /help-center). */
export type HelpArticle = {
  __typename?: 'HelpArticle';
  /** The body as HTML, rendered from the editorial Markdown with raw HTML escaped. */
  bodyHtml: Scalars['String']['output'];
  /** The first words of the body as plain text, for results and the meta description. */
  excerpt: Scalars['String']['output'];
  faq: Array<FaqEntry>;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  topic: HelpLink;
  /** ISO 8601. */
  updatedAt: Scalars['String']['output'];
};

/** A link to a help topic or article. */
export type HelpLink = {
  __typename?: 'HelpLink';
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A help center topic with its articles' titles, in display order. */
export type HelpTopic = {
  __typename?: 'HelpTopic';
  articles: Array<HelpLink>;
  description: Scalars['String']['output'];
  /** An icon name from web's icon set. */
  icon: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** How a branch takes bookings (spec §3, §4): it decides the booking entry /book-now/{slug}. */
export type InterfaceMode =
  /** Group events (classes): /book-now/{slug}/group. */
  | 'GROUP'
  /** Several services in one order: stays on /book-now/{slug}. */
  | 'MULTI'
  /** Individual services: /book-now/{slug}/single. */
  | 'SINGLE';

/** A legal page: terms, license, privacy or cookie-policy (spec §2). */
export type LegalPage = {
  __typename?: 'LegalPage';
  bodyHtml: Scalars['String']['output'];
  /** YYYY-MM-DD, shown as the last update. */
  effectiveOn: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** Always true: the session cookie is gone whatever the auth service answered. */
  loggedOut: Scalars['Boolean']['output'];
};

/** A member of a branch's team. */
export type Master = {
  __typename?: 'Master';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  photo?: Maybe<Photo>;
  rating: Rating;
  /** The branch's active services this master performs. */
  serviceIds: Array<Scalars['ID']['output']>;
  /** The same services, resolved from the branch's menu (no extra upstream call). */
  services: Array<Service>;
  /** Job title in the request's language. */
  title: Scalars['String']['output'];
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
  /** Books seats on a group event (never oversold; needs a customer session). */
  bookEvent: BookEventPayload;
  /** Buys a gift card for a branch (needs a customer session); it is spendable once paid. */
  buyGiftCard: BuyGiftCardPayload;
  /** Cancels an event booking inside its cancellation window. */
  cancelEventBooking: CancelEventBookingPayload;
  /** Cancels one of the customer's orders inside the branch's cancellation window. */
  cancelOrder: CancelOrderPayload;
  /** Books services at a branch in one transaction (needs a customer session). */
  createOrder: CreateOrderPayload;
  /** Forgets a saved venue (its id or slug). */
  forgetFavorite: FavoritesPayload;
  /** Ends the session: the cookie is cleared at once, the refresh token revoked upstream (best effort). */
  logout: LogoutPayload;
  /**
   * Adds the venues a browser saved before login (ids or slugs, at most 200) to the account's;
   * unknown ones are skipped.
   */
  mergeFavorites: FavoritesPayload;
  /**
   * Moves one of the customer's orders to another time (and optionally master) in one step: the
   * old time is released only if the new one is taken. Until the cancellation deadline.
   */
  rescheduleOrder: RescheduleOrderPayload;
  /** Reviews an attended event that is over, once. */
  reviewEventBooking: ReviewEventBookingPayload;
  /** Reviews a past visit of the customer's own, once. */
  reviewOrder: ReviewOrderPayload;
  /** Saves a venue (its id or slug) in the signed-in customer's account; saving it again changes nothing. */
  saveFavorite: FavoritesPayload;
  /** Demo only (when the payment's demoSwitch is true): marks a pending payment paid. */
  simulatePayment: PaymentPayload;
  /** The IPS QR payment of a gift card the customer bought. */
  startGiftCardPayment: PaymentPayload;
  /** The IPS QR payment of the order's amount due: the pending one, or a new one. */
  startOrderPayment: PaymentPayload;
  /** Replaces the signed-in customer's notification settings. */
  updateNotificationSettings: UpdateNotificationSettingsPayload;
  /** Changes the signed-in customer's name, phone, email or language (UNAUTHENTICATED without a session). */
  updateProfile: UpdateProfilePayload;
};


export type MutationBookEventArgs = {
  input: BookEventInput;
};


export type MutationBuyGiftCardArgs = {
  input: BuyGiftCardInput;
};


export type MutationCancelEventBookingArgs = {
  input: CancelEventBookingInput;
};


export type MutationCancelOrderArgs = {
  input: CancelOrderInput;
};


export type MutationCreateOrderArgs = {
  input: CreateOrderInput;
};


export type MutationForgetFavoriteArgs = {
  branch: Scalars['ID']['input'];
};


export type MutationMergeFavoritesArgs = {
  branches: Array<Scalars['ID']['input']>;
};


export type MutationRescheduleOrderArgs = {
  input: RescheduleOrderInput;
};


export type MutationReviewEventBookingArgs = {
  input: ReviewEventBookingInput;
};


export type MutationReviewOrderArgs = {
  input: ReviewOrderInput;
};


export type MutationSaveFavoriteArgs = {
  branch: Scalars['ID']['input'];
};


export type MutationSimulatePaymentArgs = {
  input: SimulatePaymentInput;
};


export type MutationStartGiftCardPaymentArgs = {
  input: StartGiftCardPaymentInput;
};


export type MutationStartOrderPaymentArgs = {
  input: StartOrderPaymentInput;
};


export type MutationUpdateNotificationSettingsArgs = {
  input: UpdateNotificationSettingsInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};

/** Which kinds of message one channel carries (/profile/settings/notifications). */
export type NotificationKinds = {
  __typename?: 'NotificationKinds';
  /** Confirmations, changes and cancellations of orders. */
  orderUpdates: Scalars['Boolean']['output'];
  /** News and offers from venues and Termin. */
  promotions: Scalars['Boolean']['output'];
  /** Reminders before a visit. */
  reminders: Scalars['Boolean']['output'];
};

export type NotificationKindsInput = {
  orderUpdates: Scalars['Boolean']['input'];
  promotions: Scalars['Boolean']['input'];
  reminders: Scalars['Boolean']['input'];
};

/**
 * Which kinds of message the customer wants on which channel: the channels Termin delivers on.
 * Text messages go to the phone number given with each booking.
 */
export type NotificationSettings = {
  __typename?: 'NotificationSettings';
  email: NotificationKinds;
  sms: NotificationKinds;
};

/** The opening hours of one weekday, in the branch's time zone. */
export type OpeningDay = {
  __typename?: 'OpeningDay';
  /** Empty on a closed day; two intervals make a lunch closure. */
  intervals: Array<OpeningInterval>;
  /** 1 = Monday … 7 = Sunday (ISO 8601). */
  weekday: Scalars['Int']['output'];
};

/** One opening stretch of a day, in the branch's local time. */
export type OpeningInterval = {
  __typename?: 'OpeningInterval';
  /** HH:MM (24:00 is midnight). */
  closesAt: Scalars['String']['output'];
  /** HH:MM. */
  opensAt: Scalars['String']['output'];
};

/** A customer's order of individual services (api Order). */
export type Order = Booking & {
  __typename?: 'Order';
  /** What is left to pay: the total less gift cards and IPS payments (zero when nothing is). */
  amountDue: Money;
  /** What was paid by IPS QR code (zero before any payment). */
  amountPaid: Money;
  branch: BookingVenue;
  /** Still cancellable online now. */
  canCancel: Scalars['Boolean']['output'];
  /**
   * An IPS QR payment can start now (startOrderPayment): active and not over, something left to pay,
   * in dinars, at a venue that takes IPS payments. The one rule of every "Pay" button.
   */
  canPay: Scalars['Boolean']['output'];
  /** Can still move online now: until the cancellation deadline, like cancelling. */
  canReschedule: Scalars['Boolean']['output'];
  /** Over, not cancelled and not reviewed yet. */
  canReview: Scalars['Boolean']['output'];
  /** When online cancellation closes (the branch's window before the start), ISO 8601. */
  cancellableUntil: Scalars['String']['output'];
  cancelledAt?: Maybe<Scalars['String']['output']>;
  comment?: Maybe<Scalars['String']['output']>;
  contact: OrderContact;
  createdAt: Scalars['String']['output'];
  endsAt: Scalars['String']['output'];
  /** What a gift card paid. */
  giftCardAmount: Money;
  guid: Scalars['ID']['output'];
  items: Array<OrderItem>;
  /** The one master of every item; null when the items have different masters. */
  master?: Maybe<OrderMaster>;
  /**
   * Where the order could move (rescheduleOrder): free starts for its services in their order, its
   * own time counted free, with one master, any (`masterId` null) or, left out, the order's own
   * master (any when its items have several). `from` is the first local date (default: today
   * there), `days` how many (1–62, default 7). Never cached.
   */
  moveAvailability: Availability;
  /** The visit is behind the customer (completed, missed, or its end passed): nothing to pay or put in a calendar. */
  over: Scalars['Boolean']['output'];
  /** When the last IPS payment arrived, ISO 8601; null before any. */
  paidAt?: Maybe<Scalars['String']['output']>;
  review?: Maybe<BookingReview>;
  /** ISO 8601 instants: the first item's start and the last one's end. */
  startsAt: Scalars['String']['output'];
  status: OrderStatus;
  /** The sum of the items' prices. */
  total: Money;
};


/** A customer's order of individual services (api Order). */
export type OrderMoveAvailabilityArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  masterId?: InputMaybe<Scalars['ID']['input']>;
};

export type OrderContact = {
  __typename?: 'OrderContact';
  email?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** E.164, e.g. +381641234567. */
  phone: Scalars['String']['output'];
};

export type OrderContactInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /**
   * E.164 (+381641234567), or as written in the project country (064 1234567); one that is no valid
   * number is refused as VALIDATION on phone.
   */
  phone: Scalars['String']['input'];
};

/** One booked service of an order; items run back to back. */
export type OrderItem = {
  __typename?: 'OrderItem';
  endsAt: Scalars['String']['output'];
  master: OrderMaster;
  price: Money;
  serviceId: Scalars['ID']['output'];
  serviceName: Scalars['String']['output'];
  /** ISO 8601 instants. */
  startsAt: Scalars['String']['output'];
};

export type OrderItemInput = {
  /** A master, or null for any free master who performs the service. */
  masterId?: InputMaybe<Scalars['ID']['input']>;
  serviceId: Scalars['ID']['input'];
};

export type OrderMaster = {
  __typename?: 'OrderMaster';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type OrderPeriod =
  /** Over, latest first. */
  | 'PAST'
  /** Starting from now on, soonest first. */
  | 'UPCOMING';

/** An order as it would be booked now: the masters (for any master, the one it would get), times, prices. */
export type OrderQuote = {
  __typename?: 'OrderQuote';
  amountDue: Money;
  /** When online cancellation of this order would close, ISO 8601 (already past for a booking this close). */
  cancellableUntil: Scalars['String']['output'];
  /** What the gift card would pay (zero without one). */
  giftCardAmount: Money;
  items: Array<OrderItem>;
  /** What createOrder with this as expectedTotal books. */
  total: Money;
};

export type OrderQuoteInput = {
  /** The branch id or its slug. */
  branch: Scalars['ID']['input'];
  /** A gift card code: the quote says what it would pay. */
  giftCardCode?: InputMaybe<Scalars['String']['input']>;
  /** Back to back, in this order (1–10). */
  items: Array<OrderItemInput>;
  /** A local date and time in the branch's zone (2030-03-05T10:00) or an instant with offset. */
  start: Scalars['String']['input'];
};

export type OrderQuotePayload = {
  __typename?: 'OrderQuotePayload';
  /** SLOT_TAKEN, SLOT_UNAVAILABLE, GIFT_CARD_INVALID, VALIDATION, NOT_FOUND. */
  errors: Array<UserError>;
  quote?: Maybe<OrderQuote>;
};

/** Where an order stands (api order status). */
export type OrderStatus =
  | 'CANCELLED'
  | 'COMPLETED'
  | 'CONFIRMED'
  | 'NO_SHOW'
  | 'PENDING';

/** The business a branch belongs to. */
export type Organization = {
  __typename?: 'Organization';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/**
 * A payment by NBS IPS QR code (Serbian banks): the customer scans the code in their banking app.
 * Poll `payment(id)` for its status.
 */
export type Payment = {
  __typename?: 'Payment';
  amount: Money;
  /** A demo api: simulatePayment can mark it paid (no bank notifies a demo). */
  demoSwitch: Scalars['Boolean']['output'];
  /** ISO 8601: a pending payment expires then. */
  expiresAt: Scalars['String']['output'];
  /** The gift card paid for, or null. */
  giftCardCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The order paid for, or null. */
  orderGuid?: Maybe<Scalars['ID']['output']>;
  paidAt?: Maybe<Scalars['String']['output']>;
  /** The NBS IPS QR text the code encodes (K:PR|V:01|C:1|R:…|RO:…). */
  payload: Scalars['String']['output'];
  /** The QR code of the payload as an SVG document, rendered on the server. */
  qrSvg: Scalars['String']['output'];
  /** The payment reference (poziv na broj), model 97. */
  reference: Scalars['String']['output'];
  status: PaymentStatus;
  /** The same transfer, field by field, to type or paste into a bank app. */
  transfer: PaymentTransfer;
};

export type PaymentPayload = {
  __typename?: 'PaymentPayload';
  /** NOTHING_TO_PAY (paid, cancelled or free), PAYMENT_UNAVAILABLE (the venue takes no IPS payments), IN_PROGRESS, NOT_FOUND. */
  errors: Array<UserError>;
  payment?: Maybe<Payment>;
};

/** Where a payment stands. */
export type PaymentStatus =
  /** Not paid in time: start a new payment. */
  | 'EXPIRED'
  | 'FAILED'
  | 'PAID'
  /** Waiting for the bank transfer. */
  | 'PENDING';

/**
 * What a payment order in any Serbian bank app asks for, read from the payment's QR code: for a phone
 * that cannot scan its own screen. The NBS IPS standard has no link that opens a bank app.
 */
export type PaymentTransfer = {
  __typename?: 'PaymentTransfer';
  /** The payee's account, 3-13-2 with dashes (265-0000000123456-78). */
  account: Scalars['String']['output'];
  /** The amount as bank apps take it: decimal comma, no currency (3500,00). */
  amount: Scalars['String']['output'];
  /** The reference's model: 97. */
  model: Scalars['String']['output'];
  /** The payee's name (primalac). */
  payee: Scalars['String']['output'];
  /** Payment code (šifra plaćanja), e.g. 289. */
  paymentCode: Scalars['String']['output'];
  /** The payee's address and place. */
  place: Scalars['String']['output'];
  /** Purpose of payment (svrha uplate). */
  purpose: Scalars['String']['output'];
  /** The reference without its model: check digits and number (poziv na broj). */
  reference: Scalars['String']['output'];
};

/** A phone field's value. */
export type PhoneEntry = {
  __typename?: 'PhoneEntry';
  /** Two-letter code of the dial code's country (RS). */
  country: Scalars['String']['output'];
  /** The number as that country writes it (064 1234567); stored text that is no number, as it is. */
  number: Scalars['String']['output'];
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

/** A subscription plan for businesses (spec §2 /pricing). */
export type PricingPlan = {
  __typename?: 'PricingPlan';
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  features: Array<Scalars['String']['output']>;
  /** The plan the page recommends. */
  isHighlighted: Scalars['Boolean']['output'];
  /** Per month in the project country's currency; 0 for a free plan. */
  monthlyPrice: Money;
  name: Scalars['String']['output'];
};

/** A promo landing page: /promo, or a Serbian /{token} campaign page (spec §2). */
export type PromoPage = {
  __typename?: 'PromoPage';
  bodyHtml: Scalars['String']['output'];
  ctaLabel: Scalars['String']['output'];
  /** A site path (/en/search) or an absolute URL. */
  ctaUrl: Scalars['String']['output'];
  heroImage?: Maybe<Photo>;
  /** The language it is written in (en, sr, ru): a token page is Serbian whatever the site's. */
  language: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  subtitle?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type Query = {
  __typename?: 'Query';
  /**
   * Free starts for `serviceIds` (in booking order, 1–10) at a branch (its id or slug), with one
   * master or any (`masterId` null). `from` is the first local date (default: today there), `days`
   * how many (1–62, default 7). Never cached: it changes with every booking.
   */
  availability: Availability;
  /** A published post; null when there is none with the slug. */
  blogPost?: Maybe<BlogPost>;
  /** Published blog posts, newest first; only those with the tag when one is given. */
  blogPosts: BlogPostPage;
  /**
   * True while the booking service does not answer: venue pages are shown from the data bff saved
   * (possibly out of date) and nothing can be booked until it answers again.
   */
  bookingUnavailable: Scalars['Boolean']['output'];
  /**
   * A branch by id or slug (the slug is reduced to its last hyphen-separated piece, spec §3).
   * Null when the project country has no such branch.
   */
  branch?: Maybe<Branch>;
  /** The booking settings of a branch by id or slug (shared public cache); null when unknown. */
  branchGeneral?: Maybe<BranchGeneral>;
  /** The cities of the project country, in the request's language. */
  cities: Array<City>;
  /** One of the signed-in customer's event bookings; null when there is no such booking of theirs. */
  eventBooking?: Maybe<EventBooking>;
  /** A for-business page; null when there is none with the slug. */
  forBusinessPage?: Maybe<ForBusinessPage>;
  /** The for-business pages in display order. */
  forBusinessPages: Array<ForBusinessPageCard>;
  /** A gift card by its code (case, spaces and hyphens do not matter); null when unknown. */
  giftCard?: Maybe<GiftCard>;
  /** One group event with the seats left; null when unknown. */
  groupEvent?: Maybe<GroupEvent>;
  /** A branch's upcoming group events (by id or slug); null when the branch is unknown. */
  groupEvents?: Maybe<GroupEventList>;
  /** A help article; null when there is none with the slug. */
  helpArticle?: Maybe<HelpArticle>;
  /**
   * Help articles whose title, body or questions contain every word of the text (case and
   * diacritics ignored), in topic order; at most 20. Blank text finds none.
   */
  helpSearch: Array<HelpArticle>;
  /** The help center topics in display order. */
  helpTopics: Array<HelpTopic>;
  /** A legal page (terms, license, privacy, cookie-policy); null when there is none. */
  legalPage?: Maybe<LegalPage>;
  /** The signed-in customer's visits and event places in one period, a page of 10 at a time (UNAUTHENTICATED without a session). */
  myBookings: CustomerBookingPage;
  /** The venues the signed-in customer saved, newest first (UNAUTHENTICATED without a session). */
  myFavorites: Array<FavoriteVenue>;
  /**
   * A gift card the signed-in customer bought, by its code as giftCard takes it; null when they
   * bought none of that code (UNAUTHENTICATED without a session).
   */
  myGiftCard?: Maybe<GiftCard>;
  /** The gift cards the signed-in customer bought, newest first (UNAUTHENTICATED without a session). */
  myGiftCards: Array<GiftCard>;
  /** One of the signed-in customer's orders; null when there is no such order of theirs. */
  order?: Maybe<Order>;
  /** The checkout's price: the order exactly as createOrder would book it now (nothing is booked). */
  orderQuote: OrderQuotePayload;
  /** The signed-in customer's orders (UNAUTHENTICATED without a session). */
  orders: Array<Order>;
  /** One of the signed-in customer's payments; null when there is no such payment of theirs. */
  payment?: Maybe<Payment>;
  /** The subscription plans for businesses in display order. */
  pricingPlans: Array<PricingPlan>;
  /** A running promo page (promo, or a campaign token); null when there is none. */
  promoPage?: Maybe<PromoPage>;
  /** The redirect for a site path (without the locale prefix), or null when it has none. */
  routeRedirect?: Maybe<RouteRedirect>;
  /** Venues of the project country (one upstream call per page, whatever its size). */
  search: SearchResults;
  /**
   * Counts of venues per treatment, city and district. An unknown category, city or area is
   * NOT_FOUND.
   */
  searchFacets: SearchFacets;
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
export type QueryAvailabilityArgs = {
  branch: Scalars['ID']['input'];
  days?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  masterId?: InputMaybe<Scalars['ID']['input']>;
  serviceIds: Array<Scalars['ID']['input']>;
};


/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type QueryBlogPostArgs = {
  slug: Scalars['String']['input'];
};


/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type QueryBlogPostsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  tag?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type QueryBranchArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type QueryBranchGeneralArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type QueryEventBookingArgs = {
  guid: Scalars['ID']['input'];
};


/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type QueryForBusinessPageArgs = {
  slug: Scalars['String']['input'];
};


/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type QueryGiftCardArgs = {
  code: Scalars['String']['input'];
};


/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type QueryGroupEventArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type QueryGroupEventsArgs = {
  branch: Scalars['ID']['input'];
  days?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type QueryHelpArticleArgs = {
  slug: Scalars['String']['input'];
};


/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type QueryHelpSearchArgs = {
  text: Scalars['String']['input'];
};


/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type QueryLegalPageArgs = {
  slug: Scalars['String']['input'];
};


/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type QueryMyBookingsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  when?: InputMaybe<BookingPeriod>;
};


/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type QueryMyGiftCardArgs = {
  code: Scalars['String']['input'];
};


/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type QueryOrderArgs = {
  guid: Scalars['ID']['input'];
};


/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type QueryOrderQuoteArgs = {
  input: OrderQuoteInput;
};


/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type QueryOrdersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  when?: InputMaybe<OrderPeriod>;
};


/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type QueryPaymentArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The one contract between web and bff. Each domain extends Query and Mutation in its own file.
 * Mutations answer a payload with `errors: [UserError!]!`: expected refusals (slot taken, outside
 * the cancellation window, invalid gift code, validation) are data, not GraphQL errors.
 */
export type QueryPromoPageArgs = {
  slug: Scalars['String']['input'];
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
export type QuerySearchFacetsArgs = {
  area?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['ID']['input']>;
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

/** How many reviews gave a number of stars. */
export type RatingStarCount = {
  __typename?: 'RatingStarCount';
  count: Scalars['Int']['output'];
  /** 1 … 5. */
  stars: Scalars['Int']['output'];
};

export type RescheduleOrderInput = {
  /**
   * The total the customer confirmed (the master's price in moveAvailability, minor units): any
   * other total is refused with PRICE_CHANGED and the order stays where it was.
   */
  expectedTotal?: InputMaybe<Scalars['Int']['input']>;
  guid: Scalars['ID']['input'];
  /** One per intended move (web keeps it for retries of the same submission): a replay moves once. */
  idempotencyKey?: InputMaybe<Scalars['ID']['input']>;
  /** The master for every item; null for any free master; left out, each item keeps its master. */
  masterId?: InputMaybe<Scalars['ID']['input']>;
  /** The new start: a local date and time in the branch's zone (2030-03-05T10:00) or an instant. */
  start: Scalars['String']['input'];
};

export type RescheduleOrderPayload = {
  __typename?: 'RescheduleOrderPayload';
  /**
   * SLOT_TAKEN (the order stays where it was), SLOT_UNAVAILABLE, PRICE_CHANGED, PRICE_FIXED,
   * OUTSIDE_CANCELLATION_WINDOW, NOT_RESCHEDULABLE, VALIDATION, IN_PROGRESS, NOT_FOUND.
   */
  errors: Array<UserError>;
  /** The order at its new time. */
  order?: Maybe<Order>;
};

/** A customer's review of a branch. */
export type Review = {
  __typename?: 'Review';
  /** First name and last initial: "Ana P.". */
  author: Scalars['String']['output'];
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The language the text is written in. */
  language: Scalars['String']['output'];
  /** The master who did the visit, when known. */
  masterName?: Maybe<Scalars['String']['output']>;
  /** 1 … 5 stars. */
  rating: Scalars['Int']['output'];
  reply?: Maybe<ReviewReply>;
  text?: Maybe<Scalars['String']['output']>;
};

export type ReviewEventBookingInput = {
  guid: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['ID']['input']>;
  /** 1–5 stars. */
  rating: Scalars['Int']['input'];
  text?: InputMaybe<Scalars['String']['input']>;
};

export type ReviewEventBookingPayload = {
  __typename?: 'ReviewEventBookingPayload';
  /** ALREADY_REVIEWED, NOT_REVIEWABLE (not over yet, or cancelled), VALIDATION, NOT_FOUND. */
  errors: Array<UserError>;
  review?: Maybe<BookingReview>;
};

export type ReviewOrderInput = {
  guid: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['ID']['input']>;
  /** 1–5 stars. */
  rating: Scalars['Int']['input'];
  text?: InputMaybe<Scalars['String']['input']>;
};

export type ReviewOrderPayload = {
  __typename?: 'ReviewOrderPayload';
  /** ALREADY_REVIEWED, NOT_REVIEWABLE (not over yet, or cancelled), VALIDATION, NOT_FOUND (not yours). */
  errors: Array<UserError>;
  review?: Maybe<BookingReview>;
};

/** One page of a branch's reviews, with the totals of all of them. */
export type ReviewPage = {
  __typename?: 'ReviewPage';
  items: Array<Review>;
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  rating: Rating;
  /** Five entries, 5 stars first. */
  ratingBreakdown: Array<RatingStarCount>;
  total: Scalars['Int']['output'];
};

/** The business's public answer to a review. */
export type ReviewReply = {
  __typename?: 'ReviewReply';
  /** ISO 8601. */
  repliedAt: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type ReviewSort =
  | 'HIGHEST'
  | 'LOWEST'
  | 'NEWEST';

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

/** A day relative to now, in the searched city's time zone. */
export type SearchDay =
  | 'TODAY'
  | 'TOMORROW';

/** What a search or the start page links to, and the names of the treatment, city and area asked. */
export type SearchFacets = {
  __typename?: 'SearchFacets';
  area?: Maybe<AreaFacet>;
  /** Districts of the city with venues, most first; empty without a city. */
  areas: Array<AreaFacet>;
  /** The asked treatment's group: the broader search. */
  broaderTreatment?: Maybe<TreatmentFacet>;
  /** Cities with venues: most venues first, or nearest the city asked first. */
  cities: Array<CityFacet>;
  city?: Maybe<CityFacet>;
  /** The treatment asked for, counted within the city and area. */
  treatment?: Maybe<TreatmentFacet>;
  /** Groups and treatments with venues (in the city and area), each group before its treatments. */
  treatments: Array<TreatmentFacet>;
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
  /**
   * Only venues open that day in the city's time zone (without a city, the country's first city's).
   * A date wins over it.
   */
  day?: InputMaybe<SearchDay>;
  /**
   * With longitude: the search point, from which distances are shown, sorted and limited by
   * radiusKm. Without one, the named city's centre is the point; without a city there is none.
   */
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  /** At most 50. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Minor units. */
  priceMax?: InputMaybe<Scalars['Int']['input']>;
  /** Minor units. */
  priceMin?: InputMaybe<Scalars['Int']['input']>;
  /** Only venues this close to the search point; ignored without one. */
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
  /** Where the venue is, for its map pin. */
  location: GeoPoint;
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
  /** From the search point; by relevance without one. */
  | 'DISTANCE'
  | 'PRICE'
  | 'RATING'
  | 'RELEVANCE';

/** One service on a branch's menu. */
export type Service = {
  __typename?: 'Service';
  /** The menu category (treatment) the service is listed under. */
  category: ServiceCategory;
  description?: Maybe<Scalars['String']['output']>;
  durationMinutes: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  price: Money;
  /** True when the price is a starting price (shown as "from {price}"). */
  priceFrom: Scalars['Boolean']['output'];
};

/** A category of a branch's services menu (a treatment), with its services in menu order. */
export type ServiceCategory = {
  __typename?: 'ServiceCategory';
  id: Scalars['ID']['output'];
  services: Array<Service>;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type SimulatePaymentInput = {
  idempotencyKey?: InputMaybe<Scalars['ID']['input']>;
  paymentId: Scalars['ID']['input'];
};

export type StartGiftCardPaymentInput = {
  code: Scalars['String']['input'];
  idempotencyKey?: InputMaybe<Scalars['ID']['input']>;
};

export type StartOrderPaymentInput = {
  idempotencyKey?: InputMaybe<Scalars['ID']['input']>;
  orderGuid: Scalars['ID']['input'];
};

export type SuggestionNode =
  | 'BRANCH'
  | 'CATEGORY';

export type Suggestions = {
  __typename?: 'Suggestions';
  branches: Array<BranchSuggestion>;
  categories: Array<CategorySuggestion>;
};

export type TimeSlot = {
  __typename?: 'TimeSlot';
  /** Masters free for all the services alone from this start, in team order. */
  masterIds: Array<Scalars['ID']['output']>;
  /**
   * For any master when none is free for everything from this start (masterIds empty): the services
   * back to back, each with the master who does it, as booking them with any master books them.
   * Empty otherwise.
   */
  parts: Array<TimeSlotPart>;
  /** The start as an instant, ISO 8601 (UTC). */
  startsAt: Scalars['String']['output'];
  /** Local wall-clock start, HH:MM. */
  time: Scalars['String']['output'];
};

/** One service of a start that several masters share, one after another. */
export type TimeSlotPart = {
  __typename?: 'TimeSlotPart';
  endsAt: Scalars['String']['output'];
  master: OrderMaster;
  /** The master's price for the service. */
  price: Money;
  serviceId: Scalars['ID']['output'];
  /** ISO 8601 instants. */
  startsAt: Scalars['String']['output'];
};

/** A treatment or treatment group, with how many venues offer it where asked. */
export type TreatmentFacet = {
  __typename?: 'TreatmentFacet';
  /** The group's slug for a treatment; null for a group. */
  parentSlug?: Maybe<Scalars['ID']['output']>;
  /** The /bt/{type} slug. */
  slug: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  venueCount: Scalars['Int']['output'];
};

/** Every channel's choices at once: the settings are replaced whole. */
export type UpdateNotificationSettingsInput = {
  email: NotificationKindsInput;
  idempotencyKey?: InputMaybe<Scalars['ID']['input']>;
  sms: NotificationKindsInput;
};

export type UpdateNotificationSettingsPayload = {
  __typename?: 'UpdateNotificationSettingsPayload';
  errors: Array<UserError>;
  /** The settings after the change; null when it was refused. */
  notificationSettings?: Maybe<NotificationSettings>;
};

/**
 * A change to the customer's details: a field left out stays as it is; an empty lastName or phone
 * clears it. The phone is E.164 or as written in the project country, and must be a valid number;
 * the api validates the rest (a well-formed email no other account uses, language en, sr or ru). A
 * refusal comes back as VALIDATION naming the field.
 */
export type UpdateProfileInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  idempotencyKey?: InputMaybe<Scalars['ID']['input']>;
  /** en, sr or ru: the language of e-mails and SMS. */
  language?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateProfilePayload = {
  __typename?: 'UpdateProfilePayload';
  errors: Array<UserError>;
  /** The customer after the change; null when it was refused. */
  viewer?: Maybe<Viewer>;
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
  /** The customer made as many bookings in the last hour as allowed: try later. */
  | 'BOOKING_LIMIT_HOURLY'
  /** The customer holds as many unpaid upcoming bookings as allowed: pay or cancel one. */
  | 'BOOKING_LIMIT_TOTAL'
  /** The customer holds as many unpaid upcoming bookings at this branch as allowed: pay or cancel one. */
  | 'BOOKING_LIMIT_VENUE'
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
  /** Cancelled or over: it cannot move. */
  | 'NOT_RESCHEDULABLE'
  /** Only a past visit of your own can be reviewed. */
  | 'NOT_REVIEWABLE'
  /** The cancellation window of the branch has closed. */
  | 'OUTSIDE_CANCELLATION_WINDOW'
  /** The branch does not take online payment. */
  | 'PAYMENT_UNAVAILABLE'
  /** The price is no longer the one the customer confirmed (nothing was booked): quote again. */
  | 'PRICE_CHANGED'
  /** A paid booking keeps its price: it can move only to a master at the same price. */
  | 'PRICE_FIXED'
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
  /**
   * Whether the email address is confirmed with the link mailed to it. A changed address is not
   * until then, and meanwhile no booking message goes to the customer (one upstream read per request).
   */
  emailConfirmed: Scalars['Boolean']['output'];
  firstName: Scalars['String']['output'];
  /** The phone number written for reading (+381 64 1234567); stored text that is no number, as it is. */
  formattedPhone?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** spec §3: the first character of firstName plus that of lastName if present; empty when firstName is empty. */
  initials: Scalars['String']['output'];
  /** Language of messages to the customer: en, sr or ru. */
  language: Scalars['String']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  /** The customer's notification choices (one upstream read per request). */
  notificationSettings: NotificationSettings;
  /** The phone number as stored, E.164 (+381641234567). */
  phone?: Maybe<Scalars['String']['output']>;
  /** The phone number as a phone field shows it; with none stored, the site's country and no number. */
  phoneEntry: PhoneEntry;
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




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Booking:
    | ( EventBookingMapper )
    | ( OrderMapper )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AreaFacet: ResolverTypeWrapper<AreaFacetMapper>;
  Availability: ResolverTypeWrapper<AvailabilityMapper>;
  AvailabilityDay: ResolverTypeWrapper<AvailabilityDay>;
  AvailableMaster: ResolverTypeWrapper<AvailableMasterMapper>;
  BlogPost: ResolverTypeWrapper<BlogPostMapper>;
  BlogPostCard: ResolverTypeWrapper<BlogPostCard>;
  BlogPostPage: ResolverTypeWrapper<BlogPostPageMapper>;
  BlogTag: ResolverTypeWrapper<BlogTag>;
  BookEventInput: BookEventInput;
  BookEventPayload: ResolverTypeWrapper<Omit<BookEventPayload, 'booking'> & { booking?: Maybe<ResolversTypes['EventBooking']> }>;
  Booking: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Booking']>;
  BookingPeriod: BookingPeriod;
  BookingReview: ResolverTypeWrapper<BookingReview>;
  BookingVenue: ResolverTypeWrapper<BookingVenueMapper>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Branch: ResolverTypeWrapper<BranchMapper>;
  BranchClosure: ResolverTypeWrapper<BranchClosure>;
  BranchGeneral: ResolverTypeWrapper<BranchGeneralMapper>;
  BranchSuggestion: ResolverTypeWrapper<BranchSuggestionMapper>;
  BranchTreatment: ResolverTypeWrapper<BranchTreatmentMapper>;
  BuyGiftCardInput: BuyGiftCardInput;
  BuyGiftCardPayload: ResolverTypeWrapper<Omit<BuyGiftCardPayload, 'giftCard'> & { giftCard?: Maybe<ResolversTypes['GiftCard']> }>;
  CancelEventBookingInput: CancelEventBookingInput;
  CancelEventBookingPayload: ResolverTypeWrapper<Omit<CancelEventBookingPayload, 'booking'> & { booking?: Maybe<ResolversTypes['EventBooking']> }>;
  CancelOrderInput: CancelOrderInput;
  CancelOrderPayload: ResolverTypeWrapper<Omit<CancelOrderPayload, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  CategorySuggestion: ResolverTypeWrapper<CategorySuggestionMapper>;
  City: ResolverTypeWrapper<CityMapper>;
  CityFacet: ResolverTypeWrapper<CityFacetMapper>;
  Coordinates: ResolverTypeWrapper<Coordinates>;
  CreateOrderInput: CreateOrderInput;
  CreateOrderPayload: ResolverTypeWrapper<Omit<CreateOrderPayload, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  CustomerBookingPage: ResolverTypeWrapper<CustomerBookingPageMapper>;
  EventBooking: ResolverTypeWrapper<EventBookingMapper>;
  FaqEntry: ResolverTypeWrapper<FaqEntry>;
  FavoriteVenue: ResolverTypeWrapper<FavoriteVenueMapper>;
  FavoritesPayload: ResolverTypeWrapper<Omit<FavoritesPayload, 'favorites'> & { favorites?: Maybe<Array<ResolversTypes['FavoriteVenue']>> }>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ForBusinessKind: ForBusinessKind;
  ForBusinessPage: ResolverTypeWrapper<ForBusinessPageMapper>;
  ForBusinessPageCard: ResolverTypeWrapper<ForBusinessPageCardMapper>;
  ForBusinessSection: ResolverTypeWrapper<ForBusinessSectionMapper>;
  GeoPoint: ResolverTypeWrapper<GeoPoint>;
  GiftCard: ResolverTypeWrapper<GiftCardMapper>;
  GiftCardBranch: ResolverTypeWrapper<GiftCardBranch>;
  GiftCardState: GiftCardState;
  GroupEvent: ResolverTypeWrapper<GroupEventMapper>;
  GroupEventClosedReason: GroupEventClosedReason;
  GroupEventList: ResolverTypeWrapper<GroupEventListMapper>;
  GroupEventStatus: GroupEventStatus;
  HelpArticle: ResolverTypeWrapper<HelpArticleMapper>;
  HelpLink: ResolverTypeWrapper<HelpLink>;
  HelpTopic: ResolverTypeWrapper<HelpTopic>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InterfaceMode: InterfaceMode;
  LegalPage: ResolverTypeWrapper<LegalPageMapper>;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  Master: ResolverTypeWrapper<MasterMapper>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NotificationKinds: ResolverTypeWrapper<NotificationKinds>;
  NotificationKindsInput: NotificationKindsInput;
  NotificationSettings: ResolverTypeWrapper<NotificationSettings>;
  OpeningDay: ResolverTypeWrapper<OpeningDay>;
  OpeningInterval: ResolverTypeWrapper<OpeningInterval>;
  Order: ResolverTypeWrapper<OrderMapper>;
  OrderContact: ResolverTypeWrapper<OrderContact>;
  OrderContactInput: OrderContactInput;
  OrderItem: ResolverTypeWrapper<OrderItemMapper>;
  OrderItemInput: OrderItemInput;
  OrderMaster: ResolverTypeWrapper<OrderMaster>;
  OrderPeriod: OrderPeriod;
  OrderQuote: ResolverTypeWrapper<OrderQuoteMapper>;
  OrderQuoteInput: OrderQuoteInput;
  OrderQuotePayload: ResolverTypeWrapper<Omit<OrderQuotePayload, 'quote'> & { quote?: Maybe<ResolversTypes['OrderQuote']> }>;
  OrderStatus: OrderStatus;
  Organization: ResolverTypeWrapper<Organization>;
  Payment: ResolverTypeWrapper<PaymentMapper>;
  PaymentPayload: ResolverTypeWrapper<Omit<PaymentPayload, 'payment'> & { payment?: Maybe<ResolversTypes['Payment']> }>;
  PaymentStatus: PaymentStatus;
  PaymentTransfer: ResolverTypeWrapper<PaymentTransfer>;
  PhoneEntry: ResolverTypeWrapper<PhoneEntry>;
  Photo: ResolverTypeWrapper<Photo>;
  Place: ResolverTypeWrapper<Place>;
  PricingPlan: ResolverTypeWrapper<PricingPlanMapper>;
  PromoPage: ResolverTypeWrapper<PromoPageMapper>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Rating: ResolverTypeWrapper<Rating>;
  RatingStarCount: ResolverTypeWrapper<RatingStarCount>;
  RescheduleOrderInput: RescheduleOrderInput;
  RescheduleOrderPayload: ResolverTypeWrapper<Omit<RescheduleOrderPayload, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  Review: ResolverTypeWrapper<Review>;
  ReviewEventBookingInput: ReviewEventBookingInput;
  ReviewEventBookingPayload: ResolverTypeWrapper<ReviewEventBookingPayload>;
  ReviewOrderInput: ReviewOrderInput;
  ReviewOrderPayload: ResolverTypeWrapper<ReviewOrderPayload>;
  ReviewPage: ResolverTypeWrapper<ReviewPageMapper>;
  ReviewReply: ResolverTypeWrapper<ReviewReply>;
  ReviewSort: ReviewSort;
  RouteRedirect: ResolverTypeWrapper<RouteRedirectMapper>;
  SearchDay: SearchDay;
  SearchFacets: ResolverTypeWrapper<SearchFacetsMapper>;
  SearchInput: SearchInput;
  SearchResult: ResolverTypeWrapper<SearchResultMapper>;
  SearchResultService: ResolverTypeWrapper<SearchResultServiceMapper>;
  SearchResults: ResolverTypeWrapper<SearchResultsMapper>;
  SearchSort: SearchSort;
  Service: ResolverTypeWrapper<ServiceMapper>;
  ServiceCategory: ResolverTypeWrapper<ServiceCategoryMapper>;
  SimulatePaymentInput: SimulatePaymentInput;
  StartGiftCardPaymentInput: StartGiftCardPaymentInput;
  StartOrderPaymentInput: StartOrderPaymentInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SuggestionNode: SuggestionNode;
  Suggestions: ResolverTypeWrapper<SuggestionsMapper>;
  TimeSlot: ResolverTypeWrapper<TimeSlot>;
  TimeSlotPart: ResolverTypeWrapper<TimeSlotPart>;
  TreatmentFacet: ResolverTypeWrapper<TreatmentFacetMapper>;
  UpdateNotificationSettingsInput: UpdateNotificationSettingsInput;
  UpdateNotificationSettingsPayload: ResolverTypeWrapper<UpdateNotificationSettingsPayload>;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: ResolverTypeWrapper<Omit<UpdateProfilePayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  UserError: ResolverTypeWrapper<UserError>;
  UserErrorCode: UserErrorCode;
  Viewer: ResolverTypeWrapper<ViewerMapper>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AreaFacet: AreaFacetMapper;
  Availability: AvailabilityMapper;
  AvailabilityDay: AvailabilityDay;
  AvailableMaster: AvailableMasterMapper;
  BlogPost: BlogPostMapper;
  BlogPostCard: BlogPostCard;
  BlogPostPage: BlogPostPageMapper;
  BlogTag: BlogTag;
  BookEventInput: BookEventInput;
  BookEventPayload: Omit<BookEventPayload, 'booking'> & { booking?: Maybe<ResolversParentTypes['EventBooking']> };
  Booking: ResolversInterfaceTypes<ResolversParentTypes>['Booking'];
  BookingReview: BookingReview;
  BookingVenue: BookingVenueMapper;
  Boolean: Scalars['Boolean']['output'];
  Branch: BranchMapper;
  BranchClosure: BranchClosure;
  BranchGeneral: BranchGeneralMapper;
  BranchSuggestion: BranchSuggestionMapper;
  BranchTreatment: BranchTreatmentMapper;
  BuyGiftCardInput: BuyGiftCardInput;
  BuyGiftCardPayload: Omit<BuyGiftCardPayload, 'giftCard'> & { giftCard?: Maybe<ResolversParentTypes['GiftCard']> };
  CancelEventBookingInput: CancelEventBookingInput;
  CancelEventBookingPayload: Omit<CancelEventBookingPayload, 'booking'> & { booking?: Maybe<ResolversParentTypes['EventBooking']> };
  CancelOrderInput: CancelOrderInput;
  CancelOrderPayload: Omit<CancelOrderPayload, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  CategorySuggestion: CategorySuggestionMapper;
  City: CityMapper;
  CityFacet: CityFacetMapper;
  Coordinates: Coordinates;
  CreateOrderInput: CreateOrderInput;
  CreateOrderPayload: Omit<CreateOrderPayload, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  CustomerBookingPage: CustomerBookingPageMapper;
  EventBooking: EventBookingMapper;
  FaqEntry: FaqEntry;
  FavoriteVenue: FavoriteVenueMapper;
  FavoritesPayload: Omit<FavoritesPayload, 'favorites'> & { favorites?: Maybe<Array<ResolversParentTypes['FavoriteVenue']>> };
  Float: Scalars['Float']['output'];
  ForBusinessPage: ForBusinessPageMapper;
  ForBusinessPageCard: ForBusinessPageCardMapper;
  ForBusinessSection: ForBusinessSectionMapper;
  GeoPoint: GeoPoint;
  GiftCard: GiftCardMapper;
  GiftCardBranch: GiftCardBranch;
  GroupEvent: GroupEventMapper;
  GroupEventList: GroupEventListMapper;
  HelpArticle: HelpArticleMapper;
  HelpLink: HelpLink;
  HelpTopic: HelpTopic;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LegalPage: LegalPageMapper;
  LogoutPayload: LogoutPayload;
  Master: MasterMapper;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  NotificationKinds: NotificationKinds;
  NotificationKindsInput: NotificationKindsInput;
  NotificationSettings: NotificationSettings;
  OpeningDay: OpeningDay;
  OpeningInterval: OpeningInterval;
  Order: OrderMapper;
  OrderContact: OrderContact;
  OrderContactInput: OrderContactInput;
  OrderItem: OrderItemMapper;
  OrderItemInput: OrderItemInput;
  OrderMaster: OrderMaster;
  OrderQuote: OrderQuoteMapper;
  OrderQuoteInput: OrderQuoteInput;
  OrderQuotePayload: Omit<OrderQuotePayload, 'quote'> & { quote?: Maybe<ResolversParentTypes['OrderQuote']> };
  Organization: Organization;
  Payment: PaymentMapper;
  PaymentPayload: Omit<PaymentPayload, 'payment'> & { payment?: Maybe<ResolversParentTypes['Payment']> };
  PaymentTransfer: PaymentTransfer;
  PhoneEntry: PhoneEntry;
  Photo: Photo;
  Place: Place;
  PricingPlan: PricingPlanMapper;
  PromoPage: PromoPageMapper;
  Query: Record<PropertyKey, never>;
  Rating: Rating;
  RatingStarCount: RatingStarCount;
  RescheduleOrderInput: RescheduleOrderInput;
  RescheduleOrderPayload: Omit<RescheduleOrderPayload, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  Review: Review;
  ReviewEventBookingInput: ReviewEventBookingInput;
  ReviewEventBookingPayload: ReviewEventBookingPayload;
  ReviewOrderInput: ReviewOrderInput;
  ReviewOrderPayload: ReviewOrderPayload;
  ReviewPage: ReviewPageMapper;
  ReviewReply: ReviewReply;
  RouteRedirect: RouteRedirectMapper;
  SearchFacets: SearchFacetsMapper;
  SearchInput: SearchInput;
  SearchResult: SearchResultMapper;
  SearchResultService: SearchResultServiceMapper;
  SearchResults: SearchResultsMapper;
  Service: ServiceMapper;
  ServiceCategory: ServiceCategoryMapper;
  SimulatePaymentInput: SimulatePaymentInput;
  StartGiftCardPaymentInput: StartGiftCardPaymentInput;
  StartOrderPaymentInput: StartOrderPaymentInput;
  String: Scalars['String']['output'];
  Suggestions: SuggestionsMapper;
  TimeSlot: TimeSlot;
  TimeSlotPart: TimeSlotPart;
  TreatmentFacet: TreatmentFacetMapper;
  UpdateNotificationSettingsInput: UpdateNotificationSettingsInput;
  UpdateNotificationSettingsPayload: UpdateNotificationSettingsPayload;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: Omit<UpdateProfilePayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  UserError: UserError;
  Viewer: ViewerMapper;
};

export type AreaFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AreaFacet'] = ResolversParentTypes['AreaFacet']> = {
  area?: Resolver<ResolversTypes['Place'], ParentType, ContextType>;
  venueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AvailabilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Availability'] = ResolversParentTypes['Availability']> = {
  days?: Resolver<Array<ResolversTypes['AvailabilityDay']>, ParentType, ContextType>;
  masters?: Resolver<Array<ResolversTypes['AvailableMaster']>, ParentType, ContextType>;
  slotStepMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AvailabilityDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AvailabilityDay'] = ResolversParentTypes['AvailabilityDay']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['TimeSlot']>, ParentType, ContextType>;
};

export type AvailableMasterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AvailableMaster'] = ResolversParentTypes['AvailableMaster']> = {
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type BlogPostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlogPost'] = ResolversParentTypes['BlogPost']> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  authorRole?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coverImage?: Resolver<ResolversTypes['Photo'], ParentType, ContextType>;
  excerpt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readingMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['BlogTag']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BlogPostCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlogPostCard'] = ResolversParentTypes['BlogPostCard']> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  authorRole?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coverImage?: Resolver<ResolversTypes['Photo'], ParentType, ContextType>;
  excerpt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readingMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['BlogTag']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BlogPostPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlogPostPage'] = ResolversParentTypes['BlogPostPage']> = {
  items?: Resolver<Array<ResolversTypes['BlogPostCard']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BlogTagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlogTag'] = ResolversParentTypes['BlogTag']> = {
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BookEventPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookEventPayload'] = ResolversParentTypes['BookEventPayload']> = {
  booking?: Resolver<Maybe<ResolversTypes['EventBooking']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type BookingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Booking'] = ResolversParentTypes['Booking']> = {
  __resolveType: TypeResolveFn<'EventBooking' | 'Order', ParentType, ContextType>;
};

export type BookingReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookingReview'] = ResolversParentTypes['BookingReview']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BookingVenueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookingVenue'] = ResolversParentTypes['BookingVenue']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BranchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Branch'] = ResolversParentTypes['Branch']> = {
  about?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  area?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  cancellationWindowMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['Place'], ParentType, ContextType>;
  closures?: Resolver<Array<ResolversTypes['BranchClosure']>, ParentType, ContextType>;
  coordinates?: Resolver<ResolversTypes['Coordinates'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  general?: Resolver<ResolversTypes['BranchGeneral'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instagram?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  interfaceMode?: Resolver<ResolversTypes['InterfaceMode'], ParentType, ContextType>;
  master?: Resolver<Maybe<ResolversTypes['Master']>, ParentType, ContextType, RequireFields<BranchMasterArgs, 'id'>>;
  masters?: Resolver<Array<ResolversTypes['Master']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openingHours?: Resolver<Array<ResolversTypes['OpeningDay']>, ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['Photo']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Rating'], ParentType, ContextType>;
  ratingBreakdown?: Resolver<Array<ResolversTypes['RatingStarCount']>, ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['ReviewPage'], ParentType, ContextType, RequireFields<BranchReviewsArgs, 'page' | 'pageSize' | 'sort'>>;
  sellsGiftCards?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  service?: Resolver<Maybe<ResolversTypes['Service']>, ParentType, ContextType, RequireFields<BranchServiceArgs, 'id'>>;
  services?: Resolver<Array<ResolversTypes['ServiceCategory']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  treatments?: Resolver<Array<ResolversTypes['BranchTreatment']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BranchClosureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BranchClosure'] = ResolversParentTypes['BranchClosure']> = {
  endsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BranchGeneralResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BranchGeneral'] = ResolversParentTypes['BranchGeneral']> = {
  bookingHorizonDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cancellationWindowMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interfaceMode?: Resolver<ResolversTypes['InterfaceMode'], ParentType, ContextType>;
  minNoticeMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sellsGiftCards?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BranchSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BranchSuggestion'] = ResolversParentTypes['BranchSuggestion']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BranchTreatmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BranchTreatment'] = ResolversParentTypes['BranchTreatment']> = {
  groupSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BuyGiftCardPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuyGiftCardPayload'] = ResolversParentTypes['BuyGiftCardPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  giftCard?: Resolver<Maybe<ResolversTypes['GiftCard']>, ParentType, ContextType>;
};

export type CancelEventBookingPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancelEventBookingPayload'] = ResolversParentTypes['CancelEventBookingPayload']> = {
  booking?: Resolver<Maybe<ResolversTypes['EventBooking']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CancelOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancelOrderPayload'] = ResolversParentTypes['CancelOrderPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
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

export type CityFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CityFacet'] = ResolversParentTypes['CityFacet']> = {
  city?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  venueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CoordinatesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Coordinates'] = ResolversParentTypes['Coordinates']> = {
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CreateOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateOrderPayload'] = ResolversParentTypes['CreateOrderPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
};

export type CustomerBookingPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerBookingPage'] = ResolversParentTypes['CustomerBookingPage']> = {
  items?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EventBookingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventBooking'] = ResolversParentTypes['EventBooking']> = {
  amountDue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['BookingVenue'], ParentType, ContextType>;
  canCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canReview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancellableUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['OrderContact'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<Maybe<ResolversTypes['GroupEvent']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  giftCardAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  guid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  over?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['BookingReview']>, ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FaqEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FaqEntry'] = ResolversParentTypes['FaqEntry']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FavoriteVenueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FavoriteVenue'] = ResolversParentTypes['FavoriteVenue']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  savedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FavoritesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FavoritesPayload'] = ResolversParentTypes['FavoritesPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  favorites?: Resolver<Maybe<Array<ResolversTypes['FavoriteVenue']>>, ParentType, ContextType>;
};

export type ForBusinessPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ForBusinessPage'] = ResolversParentTypes['ForBusinessPage']> = {
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heroImage?: Resolver<Maybe<ResolversTypes['Photo']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ForBusinessKind'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['ForBusinessSection']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ForBusinessPageCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ForBusinessPageCard'] = ResolversParentTypes['ForBusinessPageCard']> = {
  heroImage?: Resolver<Maybe<ResolversTypes['Photo']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ForBusinessKind'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ForBusinessSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ForBusinessSection'] = ResolversParentTypes['ForBusinessSection']> = {
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Photo']>, ParentType, ContextType>;
};

export type GeoPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GeoPoint'] = ResolversParentTypes['GeoPoint']> = {
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type GiftCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftCard'] = ResolversParentTypes['GiftCard']> = {
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  branch?: Resolver<Maybe<ResolversTypes['GiftCardBranch']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  initialAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sendOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  spendable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['GiftCardState'], ParentType, ContextType>;
};

export type GiftCardBranchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftCardBranch'] = ResolversParentTypes['GiftCardBranch']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GroupEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupEvent'] = ResolversParentTypes['GroupEvent']> = {
  bookable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['BookingVenue'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  closedReason?: Resolver<Maybe<ResolversTypes['GroupEventClosedReason']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hostName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  seatsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GroupEventStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GroupEventListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupEventList'] = ResolversParentTypes['GroupEventList']> = {
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['GroupEvent']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HelpArticleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HelpArticle'] = ResolversParentTypes['HelpArticle']> = {
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  excerpt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  faq?: Resolver<Array<ResolversTypes['FaqEntry']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['HelpLink'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HelpLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HelpLink'] = ResolversParentTypes['HelpLink']> = {
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HelpTopicResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HelpTopic'] = ResolversParentTypes['HelpTopic']> = {
  articles?: Resolver<Array<ResolversTypes['HelpLink']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LegalPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LegalPage'] = ResolversParentTypes['LegalPage']> = {
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  effectiveOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LogoutPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = {
  loggedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MasterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Master'] = ResolversParentTypes['Master']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['Photo']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Rating'], ParentType, ContextType>;
  serviceIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  bookEvent?: Resolver<ResolversTypes['BookEventPayload'], ParentType, ContextType, RequireFields<MutationBookEventArgs, 'input'>>;
  buyGiftCard?: Resolver<ResolversTypes['BuyGiftCardPayload'], ParentType, ContextType, RequireFields<MutationBuyGiftCardArgs, 'input'>>;
  cancelEventBooking?: Resolver<ResolversTypes['CancelEventBookingPayload'], ParentType, ContextType, RequireFields<MutationCancelEventBookingArgs, 'input'>>;
  cancelOrder?: Resolver<ResolversTypes['CancelOrderPayload'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'input'>>;
  createOrder?: Resolver<ResolversTypes['CreateOrderPayload'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input'>>;
  forgetFavorite?: Resolver<ResolversTypes['FavoritesPayload'], ParentType, ContextType, RequireFields<MutationForgetFavoriteArgs, 'branch'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  mergeFavorites?: Resolver<ResolversTypes['FavoritesPayload'], ParentType, ContextType, RequireFields<MutationMergeFavoritesArgs, 'branches'>>;
  rescheduleOrder?: Resolver<ResolversTypes['RescheduleOrderPayload'], ParentType, ContextType, RequireFields<MutationRescheduleOrderArgs, 'input'>>;
  reviewEventBooking?: Resolver<ResolversTypes['ReviewEventBookingPayload'], ParentType, ContextType, RequireFields<MutationReviewEventBookingArgs, 'input'>>;
  reviewOrder?: Resolver<ResolversTypes['ReviewOrderPayload'], ParentType, ContextType, RequireFields<MutationReviewOrderArgs, 'input'>>;
  saveFavorite?: Resolver<ResolversTypes['FavoritesPayload'], ParentType, ContextType, RequireFields<MutationSaveFavoriteArgs, 'branch'>>;
  simulatePayment?: Resolver<ResolversTypes['PaymentPayload'], ParentType, ContextType, RequireFields<MutationSimulatePaymentArgs, 'input'>>;
  startGiftCardPayment?: Resolver<ResolversTypes['PaymentPayload'], ParentType, ContextType, RequireFields<MutationStartGiftCardPaymentArgs, 'input'>>;
  startOrderPayment?: Resolver<ResolversTypes['PaymentPayload'], ParentType, ContextType, RequireFields<MutationStartOrderPaymentArgs, 'input'>>;
  updateNotificationSettings?: Resolver<ResolversTypes['UpdateNotificationSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateNotificationSettingsArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfilePayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
};

export type NotificationKindsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationKinds'] = ResolversParentTypes['NotificationKinds']> = {
  orderUpdates?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  promotions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reminders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotificationSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationSettings'] = ResolversParentTypes['NotificationSettings']> = {
  email?: Resolver<ResolversTypes['NotificationKinds'], ParentType, ContextType>;
  sms?: Resolver<ResolversTypes['NotificationKinds'], ParentType, ContextType>;
};

export type OpeningDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpeningDay'] = ResolversParentTypes['OpeningDay']> = {
  intervals?: Resolver<Array<ResolversTypes['OpeningInterval']>, ParentType, ContextType>;
  weekday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OpeningIntervalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpeningInterval'] = ResolversParentTypes['OpeningInterval']> = {
  closesAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opensAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  amountDue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  amountPaid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['BookingVenue'], ParentType, ContextType>;
  canCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canPay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canReschedule?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canReview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancellableUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['OrderContact'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  giftCardAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  guid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  master?: Resolver<Maybe<ResolversTypes['OrderMaster']>, ParentType, ContextType>;
  moveAvailability?: Resolver<ResolversTypes['Availability'], ParentType, ContextType, Partial<OrderMoveAvailabilityArgs>>;
  over?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['BookingReview']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderContact'] = ResolversParentTypes['OrderContact']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  master?: Resolver<ResolversTypes['OrderMaster'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  serviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  serviceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderMasterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderMaster'] = ResolversParentTypes['OrderMaster']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderQuote'] = ResolversParentTypes['OrderQuote']> = {
  amountDue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  cancellableUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  giftCardAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type OrderQuotePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderQuotePayload'] = ResolversParentTypes['OrderQuotePayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['OrderQuote']>, ParentType, ContextType>;
};

export type OrganizationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  demoSwitch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  giftCardCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderGuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrSvg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  transfer?: Resolver<ResolversTypes['PaymentTransfer'], ParentType, ContextType>;
};

export type PaymentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentPayload'] = ResolversParentTypes['PaymentPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType>;
};

export type PaymentTransferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentTransfer'] = ResolversParentTypes['PaymentTransfer']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payee?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  place?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PhoneEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhoneEntry'] = ResolversParentTypes['PhoneEntry']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type PricingPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PricingPlan'] = ResolversParentTypes['PricingPlan']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  isHighlighted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  monthlyPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PromoPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromoPage'] = ResolversParentTypes['PromoPage']> = {
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ctaLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ctaUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heroImage?: Resolver<Maybe<ResolversTypes['Photo']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  availability?: Resolver<ResolversTypes['Availability'], ParentType, ContextType, RequireFields<QueryAvailabilityArgs, 'branch' | 'serviceIds'>>;
  blogPost?: Resolver<Maybe<ResolversTypes['BlogPost']>, ParentType, ContextType, RequireFields<QueryBlogPostArgs, 'slug'>>;
  blogPosts?: Resolver<ResolversTypes['BlogPostPage'], ParentType, ContextType, RequireFields<QueryBlogPostsArgs, 'page' | 'pageSize'>>;
  bookingUnavailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  branch?: Resolver<Maybe<ResolversTypes['Branch']>, ParentType, ContextType, RequireFields<QueryBranchArgs, 'id'>>;
  branchGeneral?: Resolver<Maybe<ResolversTypes['BranchGeneral']>, ParentType, ContextType, RequireFields<QueryBranchGeneralArgs, 'id'>>;
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType>;
  eventBooking?: Resolver<Maybe<ResolversTypes['EventBooking']>, ParentType, ContextType, RequireFields<QueryEventBookingArgs, 'guid'>>;
  forBusinessPage?: Resolver<Maybe<ResolversTypes['ForBusinessPage']>, ParentType, ContextType, RequireFields<QueryForBusinessPageArgs, 'slug'>>;
  forBusinessPages?: Resolver<Array<ResolversTypes['ForBusinessPageCard']>, ParentType, ContextType>;
  giftCard?: Resolver<Maybe<ResolversTypes['GiftCard']>, ParentType, ContextType, RequireFields<QueryGiftCardArgs, 'code'>>;
  groupEvent?: Resolver<Maybe<ResolversTypes['GroupEvent']>, ParentType, ContextType, RequireFields<QueryGroupEventArgs, 'id'>>;
  groupEvents?: Resolver<Maybe<ResolversTypes['GroupEventList']>, ParentType, ContextType, RequireFields<QueryGroupEventsArgs, 'branch' | 'days'>>;
  helpArticle?: Resolver<Maybe<ResolversTypes['HelpArticle']>, ParentType, ContextType, RequireFields<QueryHelpArticleArgs, 'slug'>>;
  helpSearch?: Resolver<Array<ResolversTypes['HelpArticle']>, ParentType, ContextType, RequireFields<QueryHelpSearchArgs, 'text'>>;
  helpTopics?: Resolver<Array<ResolversTypes['HelpTopic']>, ParentType, ContextType>;
  legalPage?: Resolver<Maybe<ResolversTypes['LegalPage']>, ParentType, ContextType, RequireFields<QueryLegalPageArgs, 'slug'>>;
  myBookings?: Resolver<ResolversTypes['CustomerBookingPage'], ParentType, ContextType, RequireFields<QueryMyBookingsArgs, 'page' | 'when'>>;
  myFavorites?: Resolver<Array<ResolversTypes['FavoriteVenue']>, ParentType, ContextType>;
  myGiftCard?: Resolver<Maybe<ResolversTypes['GiftCard']>, ParentType, ContextType, RequireFields<QueryMyGiftCardArgs, 'code'>>;
  myGiftCards?: Resolver<Array<ResolversTypes['GiftCard']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'guid'>>;
  orderQuote?: Resolver<ResolversTypes['OrderQuotePayload'], ParentType, ContextType, RequireFields<QueryOrderQuoteArgs, 'input'>>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrdersArgs, 'limit' | 'when'>>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType, RequireFields<QueryPaymentArgs, 'id'>>;
  pricingPlans?: Resolver<Array<ResolversTypes['PricingPlan']>, ParentType, ContextType>;
  promoPage?: Resolver<Maybe<ResolversTypes['PromoPage']>, ParentType, ContextType, RequireFields<QueryPromoPageArgs, 'slug'>>;
  routeRedirect?: Resolver<Maybe<ResolversTypes['RouteRedirect']>, ParentType, ContextType, RequireFields<QueryRouteRedirectArgs, 'path'>>;
  search?: Resolver<ResolversTypes['SearchResults'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'input'>>;
  searchFacets?: Resolver<ResolversTypes['SearchFacets'], ParentType, ContextType, Partial<QuerySearchFacetsArgs>>;
  suggestions?: Resolver<ResolversTypes['Suggestions'], ParentType, ContextType, RequireFields<QuerySuggestionsArgs, 'text'>>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type RatingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Rating'] = ResolversParentTypes['Rating']> = {
  average?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RatingStarCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RatingStarCount'] = ResolversParentTypes['RatingStarCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RescheduleOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RescheduleOrderPayload'] = ResolversParentTypes['RescheduleOrderPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
};

export type ReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  masterName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reply?: Resolver<Maybe<ResolversTypes['ReviewReply']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReviewEventBookingPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewEventBookingPayload'] = ResolversParentTypes['ReviewEventBookingPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['BookingReview']>, ParentType, ContextType>;
};

export type ReviewOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewOrderPayload'] = ResolversParentTypes['ReviewOrderPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['BookingReview']>, ParentType, ContextType>;
};

export type ReviewPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewPage'] = ResolversParentTypes['ReviewPage']> = {
  items?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Rating'], ParentType, ContextType>;
  ratingBreakdown?: Resolver<Array<ResolversTypes['RatingStarCount']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewReplyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewReply'] = ResolversParentTypes['ReviewReply']> = {
  repliedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RouteRedirectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RouteRedirect'] = ResolversParentTypes['RouteRedirect']> = {
  external?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchFacetsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchFacets'] = ResolversParentTypes['SearchFacets']> = {
  area?: Resolver<Maybe<ResolversTypes['AreaFacet']>, ParentType, ContextType>;
  areas?: Resolver<Array<ResolversTypes['AreaFacet']>, ParentType, ContextType>;
  broaderTreatment?: Resolver<Maybe<ResolversTypes['TreatmentFacet']>, ParentType, ContextType>;
  cities?: Resolver<Array<ResolversTypes['CityFacet']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['CityFacet']>, ParentType, ContextType>;
  treatment?: Resolver<Maybe<ResolversTypes['TreatmentFacet']>, ParentType, ContextType>;
  treatments?: Resolver<Array<ResolversTypes['TreatmentFacet']>, ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  area?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['Place'], ParentType, ContextType>;
  distanceKm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['GeoPoint'], ParentType, ContextType>;
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

export type ServiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Service'] = ResolversParentTypes['Service']> = {
  category?: Resolver<ResolversTypes['ServiceCategory'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  priceFrom?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ServiceCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServiceCategory'] = ResolversParentTypes['ServiceCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SuggestionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Suggestions'] = ResolversParentTypes['Suggestions']> = {
  branches?: Resolver<Array<ResolversTypes['BranchSuggestion']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['CategorySuggestion']>, ParentType, ContextType>;
};

export type TimeSlotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimeSlot'] = ResolversParentTypes['TimeSlot']> = {
  masterIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  parts?: Resolver<Array<ResolversTypes['TimeSlotPart']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimeSlotPartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimeSlotPart'] = ResolversParentTypes['TimeSlotPart']> = {
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  master?: Resolver<ResolversTypes['OrderMaster'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  serviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TreatmentFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TreatmentFacet'] = ResolversParentTypes['TreatmentFacet']> = {
  parentSlug?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  venueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UpdateNotificationSettingsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateNotificationSettingsPayload'] = ResolversParentTypes['UpdateNotificationSettingsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  notificationSettings?: Resolver<Maybe<ResolversTypes['NotificationSettings']>, ParentType, ContextType>;
};

export type UpdateProfilePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProfilePayload'] = ResolversParentTypes['UpdateProfilePayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  cancellableUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['UserErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formattedPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  initials?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneEntry?: Resolver<ResolversTypes['PhoneEntry'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AreaFacet?: AreaFacetResolvers<ContextType>;
  Availability?: AvailabilityResolvers<ContextType>;
  AvailabilityDay?: AvailabilityDayResolvers<ContextType>;
  AvailableMaster?: AvailableMasterResolvers<ContextType>;
  BlogPost?: BlogPostResolvers<ContextType>;
  BlogPostCard?: BlogPostCardResolvers<ContextType>;
  BlogPostPage?: BlogPostPageResolvers<ContextType>;
  BlogTag?: BlogTagResolvers<ContextType>;
  BookEventPayload?: BookEventPayloadResolvers<ContextType>;
  Booking?: BookingResolvers<ContextType>;
  BookingReview?: BookingReviewResolvers<ContextType>;
  BookingVenue?: BookingVenueResolvers<ContextType>;
  Branch?: BranchResolvers<ContextType>;
  BranchClosure?: BranchClosureResolvers<ContextType>;
  BranchGeneral?: BranchGeneralResolvers<ContextType>;
  BranchSuggestion?: BranchSuggestionResolvers<ContextType>;
  BranchTreatment?: BranchTreatmentResolvers<ContextType>;
  BuyGiftCardPayload?: BuyGiftCardPayloadResolvers<ContextType>;
  CancelEventBookingPayload?: CancelEventBookingPayloadResolvers<ContextType>;
  CancelOrderPayload?: CancelOrderPayloadResolvers<ContextType>;
  CategorySuggestion?: CategorySuggestionResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  CityFacet?: CityFacetResolvers<ContextType>;
  Coordinates?: CoordinatesResolvers<ContextType>;
  CreateOrderPayload?: CreateOrderPayloadResolvers<ContextType>;
  CustomerBookingPage?: CustomerBookingPageResolvers<ContextType>;
  EventBooking?: EventBookingResolvers<ContextType>;
  FaqEntry?: FaqEntryResolvers<ContextType>;
  FavoriteVenue?: FavoriteVenueResolvers<ContextType>;
  FavoritesPayload?: FavoritesPayloadResolvers<ContextType>;
  ForBusinessPage?: ForBusinessPageResolvers<ContextType>;
  ForBusinessPageCard?: ForBusinessPageCardResolvers<ContextType>;
  ForBusinessSection?: ForBusinessSectionResolvers<ContextType>;
  GeoPoint?: GeoPointResolvers<ContextType>;
  GiftCard?: GiftCardResolvers<ContextType>;
  GiftCardBranch?: GiftCardBranchResolvers<ContextType>;
  GroupEvent?: GroupEventResolvers<ContextType>;
  GroupEventList?: GroupEventListResolvers<ContextType>;
  HelpArticle?: HelpArticleResolvers<ContextType>;
  HelpLink?: HelpLinkResolvers<ContextType>;
  HelpTopic?: HelpTopicResolvers<ContextType>;
  LegalPage?: LegalPageResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  Master?: MasterResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NotificationKinds?: NotificationKindsResolvers<ContextType>;
  NotificationSettings?: NotificationSettingsResolvers<ContextType>;
  OpeningDay?: OpeningDayResolvers<ContextType>;
  OpeningInterval?: OpeningIntervalResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderContact?: OrderContactResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderMaster?: OrderMasterResolvers<ContextType>;
  OrderQuote?: OrderQuoteResolvers<ContextType>;
  OrderQuotePayload?: OrderQuotePayloadResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentPayload?: PaymentPayloadResolvers<ContextType>;
  PaymentTransfer?: PaymentTransferResolvers<ContextType>;
  PhoneEntry?: PhoneEntryResolvers<ContextType>;
  Photo?: PhotoResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  PricingPlan?: PricingPlanResolvers<ContextType>;
  PromoPage?: PromoPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Rating?: RatingResolvers<ContextType>;
  RatingStarCount?: RatingStarCountResolvers<ContextType>;
  RescheduleOrderPayload?: RescheduleOrderPayloadResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewEventBookingPayload?: ReviewEventBookingPayloadResolvers<ContextType>;
  ReviewOrderPayload?: ReviewOrderPayloadResolvers<ContextType>;
  ReviewPage?: ReviewPageResolvers<ContextType>;
  ReviewReply?: ReviewReplyResolvers<ContextType>;
  RouteRedirect?: RouteRedirectResolvers<ContextType>;
  SearchFacets?: SearchFacetsResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SearchResultService?: SearchResultServiceResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  Service?: ServiceResolvers<ContextType>;
  ServiceCategory?: ServiceCategoryResolvers<ContextType>;
  Suggestions?: SuggestionsResolvers<ContextType>;
  TimeSlot?: TimeSlotResolvers<ContextType>;
  TimeSlotPart?: TimeSlotPartResolvers<ContextType>;
  TreatmentFacet?: TreatmentFacetResolvers<ContextType>;
  UpdateNotificationSettingsPayload?: UpdateNotificationSettingsPayloadResolvers<ContextType>;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
};

