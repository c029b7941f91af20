// How each kind of business usually runs: opening hours (Russian venues tend to open every day),
// booking policy and how its photos are labelled.
import type { LocalizedText } from '../../i18n/language.js';
import type { BusinessKind } from './businessKinds.js';
import type { WeeklyInterval } from './types.js';
import { weeklyHours } from './weeklyHours.js';

export interface KindProfile {
  readonly hours: WeeklyInterval[];
  /** Hours in Russia, when they differ. */
  readonly russianHours?: WeeklyInterval[];
  readonly cancellationWindowMinutes: number;
  readonly minNoticeMinutes: number;
  readonly bookingHorizonDays: number;
  readonly slotStepMinutes: number;
  /** Open on public holidays too (a day spa is). */
  readonly openOnHolidays?: boolean;
}

const salonHours = weeklyHours('1-5 09:00-20:00', '6 09:00-16:00');
const russianSalonHours = weeklyHours('1-7 10:00-21:00');

export const kindProfiles: Readonly<Record<BusinessKind, KindProfile>> = {
  'hair-salon': {
    hours: salonHours,
    russianHours: russianSalonHours,
    cancellationWindowMinutes: 720,
    minNoticeMinutes: 60,
    bookingHorizonDays: 60,
    slotStepMinutes: 15,
  },
  barbershop: {
    hours: weeklyHours('1-5 10:00-20:00', '6 09:00-17:00'),
    russianHours: russianSalonHours,
    cancellationWindowMinutes: 120,
    minNoticeMinutes: 30,
    bookingHorizonDays: 30,
    slotStepMinutes: 15,
  },
  'nail-studio': {
    hours: salonHours,
    russianHours: russianSalonHours,
    cancellationWindowMinutes: 360,
    minNoticeMinutes: 60,
    bookingHorizonDays: 45,
    slotStepMinutes: 15,
  },
  'beauty-salon': {
    hours: salonHours,
    russianHours: weeklyHours('1-7 09:00-21:00'),
    cancellationWindowMinutes: 1440,
    minNoticeMinutes: 60,
    bookingHorizonDays: 60,
    slotStepMinutes: 15,
  },
  'brow-lash-studio': {
    hours: weeklyHours('1-5 10:00-20:00', '6 10:00-16:00'),
    russianHours: russianSalonHours,
    cancellationWindowMinutes: 720,
    minNoticeMinutes: 120,
    bookingHorizonDays: 45,
    slotStepMinutes: 15,
  },
  cosmetology: {
    hours: weeklyHours('1-5 09:00-20:00', '6 10:00-15:00'),
    russianHours: weeklyHours('1-6 09:00-21:00', '7 10:00-18:00'),
    cancellationWindowMinutes: 1440,
    minNoticeMinutes: 120,
    bookingHorizonDays: 60,
    slotStepMinutes: 15,
  },
  'massage-studio': {
    hours: weeklyHours('1-6 10:00-21:00'),
    russianHours: weeklyHours('1-7 10:00-22:00'),
    cancellationWindowMinutes: 720,
    minNoticeMinutes: 60,
    bookingHorizonDays: 30,
    slotStepMinutes: 15,
  },
  // Treatments with prepared rooms and products: a spa asks for 48 hours' notice to cancel.
  spa: {
    hours: weeklyHours('1-7 10:00-22:00'),
    cancellationWindowMinutes: 2880,
    minNoticeMinutes: 120,
    bookingHorizonDays: 60,
    slotStepMinutes: 30,
    openOnHolidays: true,
  },
  dental: {
    hours: weeklyHours('1-5 08:00-20:00', '6 09:00-14:00'),
    cancellationWindowMinutes: 1440,
    minNoticeMinutes: 240,
    bookingHorizonDays: 90,
    slotStepMinutes: 30,
  },
  physio: {
    hours: weeklyHours('1-5 08:00-20:00'),
    russianHours: weeklyHours('1-6 08:00-21:00'),
    cancellationWindowMinutes: 1440,
    minNoticeMinutes: 120,
    bookingHorizonDays: 60,
    slotStepMinutes: 15,
  },
  fitness: {
    hours: weeklyHours('1-5 07:00-22:00', '6 09:00-20:00', '7 10:00-14:00'),
    cancellationWindowMinutes: 720,
    minNoticeMinutes: 60,
    bookingHorizonDays: 30,
    slotStepMinutes: 15,
  },
  yoga: {
    hours: weeklyHours('1-5 07:00-21:30', '6 09:00-18:00', '7 10:00-13:00'),
    cancellationWindowMinutes: 480,
    minNoticeMinutes: 30,
    bookingHorizonDays: 60,
    slotStepMinutes: 15,
  },
  // A tattoo session blocks a whole afternoon and its stencil is drawn in advance.
  tattoo: {
    hours: weeklyHours('1-6 12:00-20:00'),
    cancellationWindowMinutes: 2880,
    minNoticeMinutes: 1440,
    bookingHorizonDays: 120,
    slotStepMinutes: 30,
  },
};

/** Labels of a branch's gallery shots, in order. */
export const photoShots: readonly LocalizedText[] = [
  { en: 'interior', sr: 'enterijer', ru: 'интерьер' },
  { en: 'reception', sr: 'recepcija', ru: 'ресепшен' },
  { en: 'workplace', sr: 'radno mesto', ru: 'рабочее место' },
  { en: 'details', sr: 'detalji', ru: 'детали' },
  { en: 'our team', sr: 'naš tim', ru: 'наша команда' },
  { en: 'waiting area', sr: 'čekaonica', ru: 'зона ожидания' },
];

/** Images per kind on the assets host: /images/branches/<kind>-1.jpg … -8.jpg. */
export const branchImagesPerKind = 8;
