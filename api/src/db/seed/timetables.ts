// The weekly class timetables of group-mode venues, and their occasional workshops.
import type { LocalizedText } from '../../i18n/language.js';
import type { BusinessKind } from './businessKinds.js';

export interface ClassTemplate {
  /** Treatments in order of preference; the first one the branch offers is used. */
  readonly treatments: readonly string[];
  readonly title: LocalizedText;
  readonly description: LocalizedText;
  readonly minutes: number;
  readonly capacity: number;
  /** Belgrade price per seat in dinars. */
  readonly rsd: number;
}

const template = (
  treatments: readonly string[],
  minutes: number,
  capacity: number,
  rsd: number,
  [en, sr, ru]: readonly [string, string, string],
  [den, dsr, dru]: readonly [string, string, string],
): ClassTemplate => ({
  treatments,
  title: { en, sr, ru },
  description: { en: den, sr: dsr, ru: dru },
  minutes,
  capacity,
  rsd,
});

const hatha = template(
  ['yoga'],
  60,
  14,
  1200,
  ['Morning hatha yoga', 'Jutarnja hatha joga', 'Утренняя хатха-йога'],
  [
    'A calm, steady practice to wake the body up: breathing, standing poses and a long relaxation.',
    'Mirna, ujednačena praksa za buđenje tela: disanje, stojeći položaji i duga relaksacija.',
    'Спокойная практика для пробуждения тела: дыхание, стоячие асаны и долгое расслабление.',
  ],
);
const vinyasa = template(
  ['yoga'],
  75,
  16,
  1400,
  ['Vinyasa flow', 'Vinjasa flow', 'Виньяса-флоу'],
  [
    'Dynamic sequences linked with the breath. Some yoga experience helps.',
    'Dinamične sekvence povezane sa dahom. Prethodno iskustvo sa jogom je od pomoći.',
    'Динамичные связки в ритме дыхания. Желателен небольшой опыт в йоге.',
  ],
);
const yin = template(
  ['yoga'],
  75,
  14,
  1300,
  ['Yin yoga', 'Jin joga', 'Инь-йога'],
  [
    'Long, passive holds that release hips, back and shoulders.',
    'Dugi, pasivni položaji koji opuštaju kukove, leđa i ramena.',
    'Долгие пассивные удержания для бёдер, спины и плеч.',
  ],
);
const beginners = template(
  ['yoga'],
  90,
  10,
  1500,
  ['Yoga for beginners', 'Joga za početnike', 'Йога для начинающих'],
  [
    'Step-by-step basics: alignment, breathing and safe modifications.',
    'Osnove korak po korak: pravilan položaj, disanje i bezbedne varijante.',
    'Основы шаг за шагом: выстраивание, дыхание и безопасные варианты асан.',
  ],
);
const gentle = template(
  ['yoga'],
  60,
  14,
  1200,
  ['Gentle Sunday yoga', 'Nedeljna nežna joga', 'Мягкая воскресная йога'],
  [
    'A slow class for a slow morning; suitable for everyone.',
    'Lagan čas za lagano jutro; pogodan za sve.',
    'Неспешное занятие для неспешного утра; подходит всем.',
  ],
);
const pilatesMat = template(
  ['pilates'],
  55,
  12,
  1200,
  ['Pilates mat class', 'Pilates na strunjači', 'Пилатес на коврике'],
  [
    'Core strength, posture and control, for every level.',
    'Snaga trupa, držanje i kontrola pokreta, za sve nivoe.',
    'Мышцы кора, осанка и контроль движений для любого уровня.',
  ],
);
const stretching = template(
  ['stretching', 'pilates'],
  60,
  14,
  1000,
  ['Stretching and mobility', 'Istezanje i mobilnost', 'Растяжка и мобильность'],
  [
    'Gentle stretching and joint mobility after a working day.',
    'Nežno istezanje i pokretljivost zglobova posle radnog dana.',
    'Мягкая растяжка и суставная гимнастика после рабочего дня.',
  ],
);
const functional = template(
  ['personal-training'],
  45,
  10,
  1000,
  ['Functional circuit', 'Funkcionalni kružni trening', 'Функциональный круговой тренинг'],
  [
    'Strength and cardio stations in a small group, scaled to your level.',
    'Stanice za snagu i kardio u maloj grupi, prilagođene vašem nivou.',
    'Силовые и кардиостанции в малой группе с нагрузкой под ваш уровень.',
  ],
);
const reformer = template(
  ['pilates'],
  50,
  6,
  2500,
  ['Reformer pilates', 'Pilates na reformeru', 'Пилатес на реформерах'],
  [
    'Six reformers, one instructor: precise work with springs for strength and length.',
    'Šest reformera, jedan instruktor: precizan rad sa oprugama za snagu i izduženje.',
    'Шесть реформеров и один инструктор: точная работа с пружинами на силу и вытяжение.',
  ],
);
const soundBath = template(
  ['yoga'],
  120,
  20,
  3000,
  [
    'Sound bath and restorative yoga',
    'Zvučna kupka i restorativna joga',
    'Звуковая медитация и восстановительная йога',
  ],
  [
    'A two-hour workshop: supported poses followed by singing bowls and gongs.',
    'Dvočasovna radionica: položaji uz podršku rekvizita, zatim tibetanske činije i gongovi.',
    'Двухчасовой мастер-класс: асаны с опорами, затем поющие чаши и гонги.',
  ],
);
const armBalance = template(
  ['yoga'],
  120,
  12,
  3500,
  ['Arm balance workshop', 'Radionica balansa na rukama', 'Мастер-класс по балансам на руках'],
  [
    'Crow, side crow and the strength and technique behind them.',
    'Vrana, bočna vrana i snaga i tehnika koje stoje iza njih.',
    'Ворона, боковая ворона и сила с техникой, которые за ними стоят.',
  ],
);
const healthyBack = template(
  ['stretching', 'pilates'],
  120,
  16,
  3000,
  ['Workshop: a healthy back', 'Radionica: zdrava leđa', 'Мастер-класс «Здоровая спина»'],
  [
    'Why the back hurts at a desk and a routine of exercises to take home.',
    'Zašto leđa bole od sedenja i niz vežbi koje možete raditi kod kuće.',
    'Почему болит спина за столом, и комплекс упражнений для дома.',
  ],
);
const nutrition = template(
  ['nutritionist'],
  90,
  20,
  2000,
  ['Nutrition basics', 'Osnovi pravilne ishrane', 'Основы правильного питания'],
  [
    'Plates, portions and shopping lists with our nutritionist.',
    'Tanjiri, porcije i spisak za kupovinu sa našim nutricionistom.',
    'Тарелка, порции и список покупок вместе с нашим нутрициологом.',
  ],
);

export interface TimetableEntry {
  readonly weekday: number;
  readonly minute: number;
  readonly template: ClassTemplate;
  /** Only in these weeks (relative to the seed week); every week when absent. */
  readonly weeks?: readonly number[];
}

const at = (weekday: number, clock: string, template: ClassTemplate, weeks?: readonly number[]) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return { weekday, minute: hours * 60 + minutes, template, ...(weeks ? { weeks } : {}) };
};

export const timetables: Partial<Record<BusinessKind, readonly TimetableEntry[]>> = {
  yoga: [
    at(1, '07:30', hatha),
    at(1, '19:00', vinyasa),
    at(2, '18:00', pilatesMat),
    at(3, '07:30', hatha),
    at(3, '19:00', yin),
    at(4, '18:00', stretching),
    at(4, '19:30', vinyasa),
    at(5, '18:00', vinyasa),
    at(6, '10:00', beginners),
    at(7, '10:30', gentle),
    at(6, '14:00', soundBath, [-5, -1, 3, 7]),
    at(6, '14:00', armBalance, [-3, 1, 5]),
  ],
  fitness: [
    at(1, '07:00', functional),
    at(1, '18:30', pilatesMat),
    at(2, '18:00', reformer),
    at(2, '19:15', stretching),
    at(3, '07:00', functional),
    at(3, '18:30', pilatesMat),
    at(4, '18:00', reformer),
    at(4, '19:15', stretching),
    at(5, '07:00', functional),
    at(6, '10:00', functional),
    at(6, '11:15', reformer),
    at(6, '13:00', healthyBack, [-4, 2, 6]),
    at(6, '15:00', nutrition, [-2, 4, 8]),
  ],
};
