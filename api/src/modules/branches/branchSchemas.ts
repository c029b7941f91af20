// The company page and the booking entry of a branch: GET /book/branch/{id}/general,
// GET /branches/{id}, /services, /masters, /reviews (spec §2 Company, §3, §7).
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { component, ref } from '../../http/sharedSchemas.js';

export const bookingModes = [
  'online_booking.single',
  'online_booking.group',
  'online_booking.multi',
] as const;

export const reviewSorts = ['newest', 'highest', 'lowest'] as const;
export const reviewPageSizeMax = 50;

export const BranchParams = Type.Object({
  id: Type.String({
    minLength: 1,
    maxLength: 300,
    description:
      'The branch id or its slug (salon-lotus-vracar-12): only the last hyphen-separated piece is ' +
      'read (spec §3). A branch of another project country answers 404.',
  }),
});

const Rating = Type.Object(
  {
    average: Type.Union([Type.Number(), Type.Null()], {
      description: 'Mean stars, 2 decimals; null without reviews.',
    }),
    count: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);

export const RatingBreakdown = component(
  'RatingBreakdown',
  Type.Object(
    {
      '1': Type.Integer({ minimum: 0 }),
      '2': Type.Integer({ minimum: 0 }),
      '3': Type.Integer({ minimum: 0 }),
      '4': Type.Integer({ minimum: 0 }),
      '5': Type.Integer({ minimum: 0 }),
    },
    {
      additionalProperties: false,
      description: 'Reviews per number of stars; the five add up to the review count.',
    },
  ),
);
export type RatingBreakdown = Static<typeof RatingBreakdown>;

export const BranchPhoto = component(
  'BranchPhoto',
  Type.Object(
    {
      url: Type.String({
        description: 'A path on the assets host, served through the image proxy.',
      }),
      alt: Type.String({ description: "Alternative text in the request's language." }),
      width: Type.Integer(),
      height: Type.Integer(),
    },
    { additionalProperties: false },
  ),
);

export const BranchGeneral = component(
  'BranchGeneral',
  Type.Object(
    {
      id: Type.String({ description: 'The branch id (digits).' }),
      slug: Type.String(),
      title: Type.String({ description: "The business's own name." }),
      interfaceMode: Type.Enum(bookingModes, {
        description: 'Decides the booking entry: single, group (classes) or multi.',
      }),
      currency: Type.String({ description: 'ISO 4217 code of its prices.' }),
      timeZone: Type.String({ description: 'IANA zone its schedules are read in.' }),
      cancellationWindowMinutes: Type.Integer({
        description: 'Online cancellation is possible until this many minutes before the start.',
      }),
      minNoticeMinutes: Type.Integer({
        description: 'The earliest bookable start is this many minutes from now.',
      }),
      bookingHorizonDays: Type.Integer({
        description: 'The latest bookable day is this many days ahead.',
      }),
      sellsGiftCards: Type.Boolean({
        description:
          'Gift cards can be bought here (POST /gift-cards): they are paid by IPS QR, which a ' +
          'venue takes in dinars with an account; elsewhere the purchase is 422 PAYMENT_UNAVAILABLE.',
      }),
    },
    { additionalProperties: false },
  ),
);
export type BranchGeneral = Static<typeof BranchGeneral>;

const OpeningInterval = Type.Object(
  {
    opensAt: Type.String({ description: 'Local time HH:MM.' }),
    closesAt: Type.String({ description: 'Local time HH:MM (24:00 is midnight).' }),
  },
  { additionalProperties: false },
);

export const OpeningDay = component(
  'OpeningDay',
  Type.Object(
    {
      weekday: Type.Integer({ minimum: 1, maximum: 7, description: '1 = Monday … 7 = Sunday.' }),
      intervals: Type.Array(OpeningInterval, {
        description: 'Empty on a closed day; two intervals make a lunch closure.',
      }),
    },
    { additionalProperties: false },
  ),
);

export const BranchClosure = component(
  'BranchClosure',
  Type.Object(
    {
      startsOn: Type.String({ format: 'date' }),
      endsOn: Type.String({ format: 'date', description: 'Last closed day, included.' }),
      reason: Type.Union([Type.String(), Type.Null()]),
    },
    { additionalProperties: false },
  ),
);

export const BranchCategory = component(
  'BranchCategory',
  Type.Object(
    {
      id: Type.String(),
      slug: Type.String(),
      title: Type.String({ description: "In the request's language." }),
      group: Type.Object(
        { id: Type.String(), slug: Type.String(), title: Type.String() },
        { additionalProperties: false, description: 'The treatment group it belongs to.' },
      ),
    },
    { additionalProperties: false },
  ),
);

export const Branch = component(
  'Branch',
  Type.Object(
    {
      id: Type.String({ description: 'The branch id (digits).' }),
      slug: Type.String(),
      name: Type.String(),
      description: Type.Union([Type.String(), Type.Null()], {
        description: "In the request's language.",
      }),
      photos: Type.Array(ref(BranchPhoto), {
        description: 'Display order; the first is the cover.',
      }),
      address: Type.String({ description: 'Street and number, in the local language.' }),
      postalCode: Type.Union([Type.String(), Type.Null()], {
        description: "The address's postal code; null where the business has not given one.",
      }),
      city: Type.Object(
        { slug: Type.String(), title: Type.String() },
        { additionalProperties: false },
      ),
      area: Type.Union([
        Type.Object({ slug: Type.String(), title: Type.String() }, { additionalProperties: false }),
        Type.Null(),
      ]),
      lat: Type.Number(),
      lng: Type.Number(),
      phone: Type.String(),
      email: Type.Union([Type.String(), Type.Null()]),
      website: Type.Union([Type.String(), Type.Null()]),
      instagram: Type.Union([Type.String(), Type.Null()], { description: 'Handle without @.' }),
      timeZone: Type.String(),
      openingHours: Type.Array(ref(OpeningDay), {
        description: 'All seven weekdays, Monday first, in the local time of timeZone.',
      }),
      closures: Type.Array(ref(BranchClosure), {
        description: 'Closures that have not ended yet (local today or later), soonest first.',
      }),
      rating: Rating,
      ratingBreakdown: ref(RatingBreakdown),
      organization: Type.Object(
        { id: Type.String(), name: Type.String() },
        { additionalProperties: false },
      ),
      interfaceMode: Type.Enum(bookingModes),
      currency: Type.String(),
      sellsGiftCards: Type.Boolean({
        description:
          'Gift cards can be bought here (as in its settings, /book/branch/{id}/general).',
      }),
      categories: Type.Array(ref(BranchCategory), {
        description: 'The treatments it offers, by group and curated order.',
      }),
    },
    { additionalProperties: false },
  ),
);
export type Branch = Static<typeof Branch>;

export const BranchService = component(
  'BranchService',
  Type.Object(
    {
      id: Type.String(),
      name: Type.String({ description: "In the request's language." }),
      description: Type.Union([Type.String(), Type.Null()]),
      durationMinutes: Type.Integer(),
      price: Type.Integer({ description: 'Minor units of currency (350000 = 3 500 RSD).' }),
      priceFrom: Type.Boolean({ description: 'Shown as "from {price}".' }),
      currency: Type.String(),
      position: Type.Integer({ description: 'Order on the menu.' }),
    },
    { additionalProperties: false },
  ),
);

export const ServiceGroup = component(
  'ServiceGroup',
  Type.Object(
    {
      category: Type.Object(
        { id: Type.String(), slug: Type.String(), title: Type.String() },
        {
          additionalProperties: false,
          description: 'The treatment, titled in the request language.',
        },
      ),
      services: Type.Array(ref(BranchService), { description: 'By position.' }),
    },
    { additionalProperties: false },
  ),
);

export const BranchServices = component(
  'BranchServices',
  Type.Object(
    {
      groups: Type.Array(ref(ServiceGroup), {
        description: 'Active services only, grouped by treatment; groups by their first service.',
      }),
    },
    { additionalProperties: false },
  ),
);
export type BranchServices = Static<typeof BranchServices>;

export const BranchMaster = component(
  'BranchMaster',
  Type.Object(
    {
      id: Type.String(),
      name: Type.String(),
      title: Type.String({ description: "Job title in the request's language." }),
      photo: Type.Union([ref(BranchPhoto), Type.Null()]),
      rating: Rating,
      serviceIds: Type.Array(Type.String(), {
        description: 'Active services of the branch this master performs.',
      }),
    },
    { additionalProperties: false },
  ),
);

export const BranchMasters = component(
  'BranchMasters',
  Type.Object(
    { masters: Type.Array(ref(BranchMaster), { description: 'Active masters, in team order.' }) },
    { additionalProperties: false },
  ),
);
export type BranchMasters = Static<typeof BranchMasters>;

export const BranchReview = component(
  'BranchReview',
  Type.Object(
    {
      id: Type.String(),
      rating: Type.Integer({ minimum: 1, maximum: 5 }),
      text: Type.Union([Type.String(), Type.Null()]),
      language: Type.String({ description: 'The language the text is written in.' }),
      author: Type.String({ description: 'First name and last initial: "Ana P."' }),
      masterName: Type.Union([Type.String(), Type.Null()]),
      createdAt: Type.String({ format: 'date-time' }),
      reply: Type.Union([
        Type.Object(
          { text: Type.String(), repliedAt: Type.String({ format: 'date-time' }) },
          { additionalProperties: false },
        ),
        Type.Null(),
      ]),
    },
    { additionalProperties: false },
  ),
);

export const BranchReviews = component(
  'BranchReviews',
  Type.Object(
    {
      items: Type.Array(ref(BranchReview)),
      total: Type.Integer({ minimum: 0 }),
      page: Type.Integer({ minimum: 1 }),
      pageSize: Type.Integer({ minimum: 1 }),
      rating: Rating,
      ratingBreakdown: ref(RatingBreakdown),
    },
    { additionalProperties: false },
  ),
);
export type BranchReviews = Static<typeof BranchReviews>;

export const ReviewsQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: reviewPageSizeMax, default: 10 }),
  sort: Type.Enum(reviewSorts, {
    default: 'newest',
    description: 'newest first; highest or lowest rating first, newest within a rating.',
  }),
});
export type ReviewsQuery = Static<typeof ReviewsQuery>;
