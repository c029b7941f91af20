// What a specialist is called and says about themselves, by the kind of venue and the treatment
// group they work in. Serbian titles have a masculine and a feminine form.
import type { LocalizedText } from '../../i18n/language.js';
import type { BusinessKind } from './businessKinds.js';

interface Title {
  readonly en: string;
  readonly srMale: string;
  readonly srFemale: string;
  readonly ru: string;
}

export interface MasterRole {
  readonly title: Title;
  readonly seniorTitle: Title;
  /** How likely a specialist in the role is a woman. */
  readonly shareOfWomen: number;
  /** `{experience}` becomes "8 years of experience" in the text's language. */
  readonly bio: LocalizedText;
}

const title = (en: string, srMale: string, srFemale: string, ru: string): Title => ({
  en,
  srMale,
  srFemale,
  ru,
});

export const localizedTitle = (t: Title, female: boolean): LocalizedText => ({
  en: t.en,
  sr: female ? t.srFemale : t.srMale,
  ru: t.ru,
});

const roles = {
  stylist: {
    title: title('Hair stylist', 'Frizer', 'Frizerka', 'Парикмахер-стилист'),
    seniorTitle: title('Top stylist', 'Top stilista', 'Top stilistkinja', 'Топ-стилист'),
    shareOfWomen: 0.75,
    bio: {
      en: '{experience} in precision cuts and natural-looking colour. Will tell you what suits you, not just what is in fashion.',
      sr: '{experience} u preciznom šišanju i prirodnim nijansama. Reći će vam šta vam stoji, a ne samo šta je u modi.',
      ru: '{experience} в точных стрижках и естественном окрашивании. Подскажет, что идёт именно вам, а не только что в моде.',
    },
  },
  barber: {
    title: title('Barber', 'Berberin', 'Berberka', 'Барбер'),
    seniorTitle: title('Senior barber', 'Glavni berberin', 'Glavna berberka', 'Старший барбер'),
    shareOfWomen: 0.1,
    bio: {
      en: '{experience}. Fades, classic side parts and beards with sharp lines.',
      sr: '{experience}. Fejdovi, klasične frizure sa razdeljkom i brade oštrih linija.',
      ru: '{experience}. Фейды, классические проборы и бороды с чёткими линиями.',
    },
  },
  nails: {
    title: title('Nail technician', 'Manikir tehničar', 'Manikirka', 'Мастер маникюра'),
    seniorTitle: title(
      'Nail artist',
      'Majstor nail arta',
      'Majstorica nail arta',
      'Мастер нейл-арта',
    ),
    shareOfWomen: 0.95,
    bio: {
      en: '{experience}. Perfect cuticles, even gel and minimalist nail art.',
      sr: '{experience}. Savršene zanoktice, ravnomeran gel i minimalistički ukrasi.',
      ru: '{experience}. Идеальная кутикула, ровное покрытие и минималистичный дизайн.',
    },
  },
  brows: {
    title: title(
      'Brow and lash artist',
      'Stilista obrva i trepavica',
      'Stilistkinja obrva i trepavica',
      'Бровист-лэшмейкер',
    ),
    seniorTitle: title(
      'Lead brow artist',
      'Vodeći stilista obrva',
      'Vodeća stilistkinja obrva',
      'Ведущий бровист',
    ),
    shareOfWomen: 0.95,
    bio: {
      en: '{experience}. Believes the best brows are the ones nobody notices were done.',
      sr: '{experience}. Veruje da su najbolje obrve one za koje niko ne primeti da su rađene.',
      ru: '{experience}. Считает, что лучшие брови — те, в которых не видно работы мастера.',
    },
  },
  cosmetologist: {
    title: title('Cosmetologist', 'Kozmetičar', 'Kozmetičarka', 'Косметолог'),
    seniorTitle: title(
      'Senior cosmetologist',
      'Viši kozmetičar',
      'Viša kozmetičarka',
      'Косметолог-эстетист',
    ),
    shareOfWomen: 0.9,
    bio: {
      en: '{experience}. Starts every course with a skin analysis and keeps it simple at home.',
      sr: '{experience}. Svaki tretman počinje analizom kože, a negu kod kuće svodi na ono što je neophodno.',
      ru: '{experience}. Начинает любой курс с диагностики кожи и не перегружает домашний уход.',
    },
  },
  massage: {
    title: title('Massage therapist', 'Maser', 'Maserka', 'Массажист'),
    seniorTitle: title(
      'Senior massage therapist',
      'Glavni maser',
      'Glavna maserka',
      'Ведущий массажист',
    ),
    shareOfWomen: 0.5,
    bio: {
      en: '{experience}. Classic, sports and lymphatic massage; asks about pressure, then listens.',
      sr: '{experience}. Klasična, sportska i limfna masaža; pita za pritisak i zaista sluša.',
      ru: '{experience}. Классический, спортивный и лимфодренажный массаж; спрашивает о давлении и слушает.',
    },
  },
  spa: {
    title: title('Spa therapist', 'Spa terapeut', 'Spa terapeutkinja', 'СПА-терапевт'),
    seniorTitle: title(
      'Lead spa therapist',
      'Vodeći spa terapeut',
      'Vodeća spa terapeutkinja',
      'Ведущий СПА-терапевт',
    ),
    shareOfWomen: 0.6,
    bio: {
      en: '{experience} in massage and body rituals, from hammam to hot stones.',
      sr: '{experience} u masažama i ritualima za telo, od hamama do toplog kamenja.',
      ru: '{experience} в массаже и ритуалах для тела — от хаммама до горячих камней.',
    },
  },
  dentist: {
    title: title('Dentist', 'Doktor stomatologije', 'Doktorka stomatologije', 'Врач-стоматолог'),
    seniorTitle: title(
      'Senior dentist',
      'Specijalista stomatologije',
      'Specijalistkinja stomatologije',
      'Стоматолог высшей категории',
    ),
    shareOfWomen: 0.55,
    bio: {
      en: '{experience}. Explains every step before starting and keeps treatment as gentle as possible.',
      sr: '{experience}. Objašnjava svaki korak pre početka i radi što nežnije.',
      ru: '{experience}. Объясняет каждый шаг до начала лечения и работает максимально бережно.',
    },
  },
  physio: {
    title: title('Physiotherapist', 'Fizioterapeut', 'Fizioterapeutkinja', 'Физиотерапевт'),
    seniorTitle: title(
      'Head physiotherapist',
      'Glavni fizioterapeut',
      'Glavna fizioterapeutkinja',
      'Ведущий реабилитолог',
    ),
    shareOfWomen: 0.5,
    bio: {
      en: '{experience} with back pain, sports injuries and rehabilitation after surgery.',
      sr: '{experience} sa bolovima u leđima, sportskim povredama i rehabilitacijom posle operacija.',
      ru: '{experience} работы с болями в спине, спортивными травмами и реабилитацией после операций.',
    },
  },
  trainer: {
    title: title(
      'Personal trainer',
      'Personalni trener',
      'Personalna trenerka',
      'Персональный тренер',
    ),
    seniorTitle: title('Head coach', 'Glavni trener', 'Glavna trenerka', 'Старший тренер'),
    shareOfWomen: 0.45,
    bio: {
      en: '{experience}. Strength, mobility and habits that last longer than a New Year resolution.',
      sr: '{experience}. Snaga, pokretljivost i navike koje traju duže od novogodišnje odluke.',
      ru: '{experience}. Сила, мобильность и привычки, которые живут дольше новогодних обещаний.',
    },
  },
  yoga: {
    title: title('Yoga teacher', 'Instruktor joge', 'Instruktorka joge', 'Инструктор йоги'),
    seniorTitle: title(
      'Senior yoga teacher',
      'Viši instruktor joge',
      'Viša instruktorka joge',
      'Ведущий преподаватель йоги',
    ),
    shareOfWomen: 0.75,
    bio: {
      en: '{experience} teaching hatha, vinyasa and pilates; gives options for every level in class.',
      sr: '{experience} u podučavanju hatha i vinjasa joge i pilatesa; na času nudi varijante za svaki nivo.',
      ru: '{experience} преподавания хатхи, виньясы и пилатеса; на занятии даёт варианты для любого уровня.',
    },
  },
  tattoo: {
    title: title('Tattoo artist', 'Tattoo majstor', 'Tattoo majstorica', 'Тату-мастер'),
    seniorTitle: title(
      'Resident artist',
      'Glavni tattoo majstor',
      'Glavna tattoo majstorica',
      'Ведущий тату-мастер',
    ),
    shareOfWomen: 0.4,
    bio: {
      en: '{experience}. Fine line and blackwork; draws every sketch by hand.',
      sr: '{experience}. Fine line i blackwork; svaki crtež radi ručno.',
      ru: '{experience}. Файн-лайн и блэкворк; каждый эскиз рисует вручную.',
    },
  },
} as const satisfies Record<string, MasterRole>;

export type RoleName = keyof typeof roles;

const roleOfKind: Readonly<Record<BusinessKind, RoleName>> = {
  'hair-salon': 'stylist',
  barbershop: 'barber',
  'nail-studio': 'nails',
  'beauty-salon': 'cosmetologist',
  'brow-lash-studio': 'brows',
  cosmetology: 'cosmetologist',
  'massage-studio': 'massage',
  spa: 'spa',
  dental: 'dentist',
  physio: 'physio',
  fitness: 'trainer',
  yoga: 'yoga',
  tattoo: 'tattoo',
};

/** A beauty salon employs stylists and nail technicians besides cosmetologists. */
export function roleFor(kind: BusinessKind, treatmentGroup: string): MasterRole {
  if (kind === 'beauty-salon' && treatmentGroup === 'hair') return roles.stylist;
  if (kind === 'beauty-salon' && treatmentGroup === 'nails') return roles.nails;
  return roles[roleOfKind[kind]];
}
