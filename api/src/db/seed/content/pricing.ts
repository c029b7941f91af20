// /pricing: the subscription plans for businesses, priced per project currency.
import { l } from './localized.js';
import type { PricingPlanSeed } from './types.js';

export const pricingPlans: readonly PricingPlanSeed[] = [
  {
    code: 'start',
    name: l('Start', 'Start', 'Старт'),
    description: l(
      'For a specialist who works alone.',
      'Za stručnjaka koji radi sam.',
      'Для частного мастера.',
    ),
    monthly: { RSD: 0, EUR: 0, BAM: 0, RUB: 0 },
    features: [
      l('1 specialist', '1 stručnjak', '1 мастер'),
      l(
        'Online booking and a marketplace page',
        'Onlajn zakazivanje i stranica na marketplejsu',
        'Онлайн-запись и страница на маркетплейсе',
      ),
      l('Email reminders', 'Podsetnici imejlom', 'Напоминания по электронной почте'),
      l('Reviews from real visits', 'Recenzije iz stvarnih poseta', 'Отзывы после визитов'),
    ],
    isHighlighted: false,
  },
  {
    code: 'pro',
    name: l('Pro', 'Pro', 'Про'),
    description: l('For salons with a team.', 'Za salone sa timom.', 'Для салонов с командой.'),
    monthly: { RSD: 2990, EUR: 25, BAM: 49, RUB: 2490 },
    features: [
      l('Up to 10 specialists', 'Do 10 stručnjaka', 'До 10 мастеров'),
      l('Everything in Start', 'Sve iz paketa Start', 'Всё из тарифа «Старт»'),
      l('SMS reminders', 'Podsetnici SMS-om', 'Напоминания по SMS'),
      l('Gift cards', 'Poklon-kartice', 'Подарочные карты'),
      // NBS IPS is Serbia's instant payment system: venues elsewhere cannot take it.
      {
        text: l('IPS QR payments', 'IPS QR plaćanja', 'Оплата по QR-коду IPS'),
        countries: ['RS'],
      },
      l('Group classes and events', 'Grupni časovi i događaji', 'Групповые занятия и мероприятия'),
    ],
    isHighlighted: true,
  },
  {
    code: 'business',
    name: l('Business', 'Biznis', 'Бизнес'),
    description: l(
      'For chains and large venues.',
      'Za lance i velike objekte.',
      'Для сетей и крупных заведений.',
    ),
    monthly: { RSD: 6990, EUR: 59, BAM: 115, RUB: 5990 },
    features: [
      l(
        'Unlimited specialists and branches',
        'Neograničen broj stručnjaka i poslovnica',
        'Без ограничений по мастерам и филиалам',
      ),
      l('Everything in Pro', 'Sve iz paketa Pro', 'Всё из тарифа «Про»'),
      l('Reports across branches', 'Izveštaji za sve poslovnice', 'Отчёты по всем филиалам'),
      l('Priority support', 'Prioritetna podrška', 'Приоритетная поддержка'),
      l('API access', 'Pristup API-ju', 'Доступ к API'),
    ],
    isHighlighted: false,
  },
];
