// The treatment tree: groups in the order the marketplace shows them, each treatment most asked
// for first. That order is stored as categories.position.
import type { CategoryGroupSeed } from './types.js';

export const categoryGroups: readonly CategoryGroupSeed[] = [
  {
    slug: 'hair',
    name: { en: 'Hair', sr: 'Kosa', ru: 'Волосы' },
    treatments: [
      { slug: 'haircut', name: { en: 'Haircut', sr: 'Šišanje', ru: 'Стрижка' } },
      {
        slug: 'hair-colouring',
        name: { en: 'Hair colouring', sr: 'Farbanje kose', ru: 'Окрашивание волос' },
      },
      { slug: 'blow-dry', name: { en: 'Blow-dry', sr: 'Feniranje', ru: 'Укладка феном' } },
      {
        slug: 'beard-trim',
        name: { en: 'Beard trim', sr: 'Oblikovanje brade', ru: 'Стрижка бороды' },
      },
      {
        slug: 'classic-shave',
        name: { en: 'Classic shave', sr: 'Brijanje', ru: 'Классическое бритьё' },
      },
      {
        slug: 'kids-haircut',
        name: { en: "Kids' haircut", sr: 'Dečije šišanje', ru: 'Детская стрижка' },
      },
      {
        slug: 'hair-extensions',
        name: { en: 'Hair extensions', sr: 'Nadogradnja kose', ru: 'Наращивание волос' },
      },
      {
        slug: 'keratin-treatment',
        name: { en: 'Keratin treatment', sr: 'Keratinski tretman', ru: 'Кератиновое выпрямление' },
      },
    ],
  },
  {
    slug: 'nails',
    name: { en: 'Nails', sr: 'Nokti', ru: 'Ногти' },
    treatments: [
      { slug: 'manicure', name: { en: 'Manicure', sr: 'Manikir', ru: 'Маникюр' } },
      { slug: 'gel-polish', name: { en: 'Gel polish', sr: 'Gel lak', ru: 'Покрытие гель-лаком' } },
      { slug: 'pedicure', name: { en: 'Pedicure', sr: 'Pedikir', ru: 'Педикюр' } },
      {
        slug: 'nail-extensions',
        name: { en: 'Nail extensions', sr: 'Nadogradnja noktiju', ru: 'Наращивание ногтей' },
      },
      {
        slug: 'nail-art',
        name: { en: 'Nail art', sr: 'Ukrašavanje noktiju', ru: 'Дизайн ногтей' },
      },
    ],
  },
  {
    slug: 'face',
    name: { en: 'Face', sr: 'Lice', ru: 'Лицо' },
    treatments: [
      { slug: 'facial', name: { en: 'Facial', sr: 'Tretman lica', ru: 'Уход за лицом' } },
      {
        slug: 'eyebrow-shaping',
        name: { en: 'Eyebrow shaping', sr: 'Oblikovanje obrva', ru: 'Коррекция бровей' },
      },
      {
        slug: 'eyelash-extensions',
        name: { en: 'Eyelash extensions', sr: 'Nadogradnja trepavica', ru: 'Наращивание ресниц' },
      },
      {
        slug: 'lash-lift',
        name: { en: 'Lash lift', sr: 'Lifting trepavica', ru: 'Ламинирование ресниц' },
      },
      { slug: 'makeup', name: { en: 'Make-up', sr: 'Šminkanje', ru: 'Макияж' } },
      {
        slug: 'chemical-peel',
        name: { en: 'Chemical peel', sr: 'Hemijski piling', ru: 'Химический пилинг' },
      },
    ],
  },
  {
    slug: 'body',
    name: { en: 'Body', sr: 'Telo', ru: 'Тело' },
    treatments: [
      { slug: 'massage', name: { en: 'Massage', sr: 'Masaža', ru: 'Массаж' } },
      { slug: 'waxing', name: { en: 'Waxing', sr: 'Depilacija voskom', ru: 'Восковая депиляция' } },
      {
        slug: 'laser-hair-removal',
        name: { en: 'Laser hair removal', sr: 'Laserska epilacija', ru: 'Лазерная эпиляция' },
      },
      {
        slug: 'anti-cellulite-massage',
        name: {
          en: 'Anti-cellulite massage',
          sr: 'Anticelulit masaža',
          ru: 'Антицеллюлитный массаж',
        },
      },
      { slug: 'body-wrap', name: { en: 'Body wrap', sr: 'Obloge za telo', ru: 'Обёртывание' } },
      { slug: 'spray-tan', name: { en: 'Spray tan', sr: 'Sprej tan', ru: 'Моментальный загар' } },
    ],
  },
  {
    slug: 'spa',
    name: { en: 'Spa & wellness', sr: 'Spa i velnes', ru: 'СПА и велнес' },
    treatments: [
      {
        slug: 'thai-massage',
        name: { en: 'Thai massage', sr: 'Tajlandska masaža', ru: 'Тайский массаж' },
      },
      { slug: 'sauna', name: { en: 'Sauna', sr: 'Sauna', ru: 'Сауна' } },
      { slug: 'hammam', name: { en: 'Hammam', sr: 'Hamam', ru: 'Хаммам' } },
      {
        slug: 'aromatherapy',
        name: { en: 'Aromatherapy', sr: 'Aromaterapija', ru: 'Ароматерапия' },
      },
    ],
  },
  {
    slug: 'health',
    name: { en: 'Health', sr: 'Zdravlje', ru: 'Здоровье' },
    treatments: [
      {
        slug: 'physiotherapy',
        name: { en: 'Physiotherapy', sr: 'Fizioterapija', ru: 'Физиотерапия' },
      },
      {
        slug: 'dental-check-up',
        name: { en: 'Dental check-up', sr: 'Stomatološki pregled', ru: 'Осмотр у стоматолога' },
      },
      {
        slug: 'teeth-whitening',
        name: { en: 'Teeth whitening', sr: 'Izbeljivanje zuba', ru: 'Отбеливание зубов' },
      },
      {
        slug: 'chiropractic',
        name: { en: 'Chiropractic', sr: 'Kiropraktika', ru: 'Мануальная терапия' },
      },
      {
        slug: 'nutritionist',
        name: {
          en: 'Nutritionist consultation',
          sr: 'Konsultacija sa nutricionistom',
          ru: 'Консультация диетолога',
        },
      },
    ],
  },
  {
    slug: 'fitness',
    name: { en: 'Fitness', sr: 'Fitnes', ru: 'Фитнес' },
    treatments: [
      {
        slug: 'personal-training',
        name: { en: 'Personal training', sr: 'Personalni trening', ru: 'Персональная тренировка' },
      },
      { slug: 'yoga', name: { en: 'Yoga', sr: 'Joga', ru: 'Йога' } },
      { slug: 'pilates', name: { en: 'Pilates', sr: 'Pilates', ru: 'Пилатес' } },
      { slug: 'stretching', name: { en: 'Stretching', sr: 'Istezanje', ru: 'Растяжка' } },
    ],
  },
  {
    slug: 'tattoo-and-piercing',
    name: { en: 'Tattoo & piercing', sr: 'Tetovaže i pirsing', ru: 'Тату и пирсинг' },
    treatments: [
      { slug: 'tattoo', name: { en: 'Tattoo', sr: 'Tetoviranje', ru: 'Татуировка' } },
      { slug: 'piercing', name: { en: 'Piercing', sr: 'Pirsing', ru: 'Пирсинг' } },
      {
        slug: 'permanent-makeup',
        name: { en: 'Permanent make-up', sr: 'Trajna šminka', ru: 'Перманентный макияж' },
      },
      {
        slug: 'tattoo-removal',
        name: { en: 'Tattoo removal', sr: 'Uklanjanje tetovaža', ru: 'Удаление татуировок' },
      },
    ],
  },
];
