// Fitness and yoga studios (private sessions; their classes are group events) and tattoo studios.
import { service } from './serviceTemplate.js';

export const fitnessServices = [
  service(
    'personal-training',
    60,
    2500,
    ['Personal training session', 'Personalni trening', 'Персональная тренировка'],
    [
      'One-to-one training planned around your goal.',
      'Trening jedan na jedan prilagođen vašem cilju.',
      'Тренировка один на один под вашу цель.',
    ],
  ),
  service(
    'personal-training',
    45,
    1500,
    ['Intro session', 'Uvodni trening', 'Вводная тренировка'],
    [
      'Movement check and a plan for your first month.',
      'Procena pokreta i plan za prvi mesec.',
      'Оценка движений и план на первый месяц.',
    ],
  ),
  service(
    'personal-training',
    60,
    3500,
    ['Training for two', 'Trening u paru', 'Сплит-тренировка на двоих'],
    [
      'A personal session shared with a friend.',
      'Personalni trening sa prijateljem.',
      'Персональная тренировка вдвоём с другом.',
    ],
  ),
  service(
    'yoga',
    60,
    3500,
    ['Private yoga class', 'Individualni čas joge', 'Индивидуальное занятие йогой'],
    [
      'A practice built around your body and pace.',
      'Praksa prilagođena vašem telu i tempu.',
      'Практика под ваше тело и темп.',
    ],
  ),
  service(
    'yoga',
    60,
    3000,
    [
      'Yoga for beginners, one-to-one',
      'Joga za početnike, individualno',
      'Йога для начинающих, индивидуально',
    ],
    [
      'Basic poses and breathing before joining a group.',
      'Osnovni položaji i disanje pre grupnih časova.',
      'Базовые асаны и дыхание перед групповыми занятиями.',
    ],
  ),
  service(
    'yoga',
    60,
    3500,
    [
      'Prenatal yoga, private',
      'Joga za trudnice, individualno',
      'Йога для беременных, индивидуально',
    ],
    [
      'Safe, gentle practice for every trimester.',
      'Bezbedna, nežna praksa za svaki trimestar.',
      'Безопасная мягкая практика для любого триместра.',
    ],
  ),
  service(
    'pilates',
    55,
    3000,
    [
      'Private reformer pilates',
      'Individualni pilates na reformeru',
      'Индивидуальный пилатес на реформере',
    ],
    [
      'Reformer session with an instructor.',
      'Trening na reformeru sa instruktorom.',
      'Занятие на реформере с инструктором.',
    ],
  ),
  service(
    'pilates',
    55,
    2500,
    [
      'Private mat pilates',
      'Individualni pilates na strunjači',
      'Индивидуальный пилатес на коврике',
    ],
    [
      'Core strength and posture, one-to-one.',
      'Snaga trupa i držanje, individualno.',
      'Мышцы кора и осанка, индивидуально.',
    ],
  ),
  service(
    'pilates',
    55,
    4500,
    ['Reformer pilates for two', 'Pilates na reformeru u paru', 'Пилатес на реформере вдвоём'],
    [
      'Two reformers, one instructor.',
      'Dva reformera, jedan instruktor.',
      'Два реформера, один инструктор.',
    ],
  ),
  service(
    'stretching',
    50,
    1800,
    ['Stretching session', 'Trening istezanja', 'Занятие на растяжку'],
    [
      'Assisted stretching for flexibility and recovery.',
      'Asistirano istezanje za fleksibilnost i oporavak.',
      'Растяжка с помощью тренера для гибкости и восстановления.',
    ],
  ),
];

export const tattooServices = [
  service(
    'tattoo',
    30,
    0,
    ['Tattoo consultation', 'Konsultacija za tetovažu', 'Консультация по тату'],
    [
      'Free: we discuss the idea, placement and price.',
      'Besplatno: dogovaramo ideju, mesto i cenu.',
      'Бесплатно: обсуждаем идею, место и цену.',
    ],
  ),
  service(
    'tattoo',
    60,
    6000,
    ['Small tattoo', 'Mala tetovaža', 'Маленькая татуировка'],
    [
      'Up to 5 cm, fine line or minimal.',
      'Do 5 cm, fine line ili minimalistički.',
      'До 5 см, файн-лайн или минимализм.',
    ],
    { from: true },
  ),
  service(
    'tattoo',
    120,
    12000,
    ['Medium tattoo', 'Srednja tetovaža', 'Средняя татуировка'],
    [
      'A palm-sized piece from a custom sketch.',
      'Rad veličine dlana po crtežu.',
      'Работа размером с ладонь по эскизу.',
    ],
    { from: true },
  ),
  service(
    'tattoo',
    180,
    22000,
    ['Three-hour session', 'Sesija od tri sata', 'Трёхчасовой сеанс'],
    [
      'For sleeves and large pieces, done over several sessions.',
      'Za rukave i velike radove, koji se rade u više sesija.',
      'Для рукавов и крупных работ, которые делаются в несколько сеансов.',
    ],
  ),
  service(
    'piercing',
    20,
    2500,
    ['Ear lobe piercing', 'Pirsing resice', 'Прокол мочки уха'],
    ['Titanium stud included.', 'Uključena titanijumska minđuša.', 'Титановая серьга включена.'],
  ),
  service(
    'piercing',
    20,
    3000,
    ['Helix piercing', 'Pirsing heliksa', 'Прокол хеликса'],
    [
      'Titanium jewellery included.',
      'Uključen titanijumski nakit.',
      'Титановое украшение включено.',
    ],
  ),
  service(
    'piercing',
    20,
    3000,
    ['Nose piercing', 'Pirsing nosa', 'Прокол носа'],
    [
      'Stud or ring in titanium.',
      'Titanijumsko dugme ili alkica.',
      'Гвоздик или кольцо из титана.',
    ],
  ),
  service(
    'piercing',
    30,
    3500,
    ['Navel piercing', 'Pirsing pupka', 'Прокол пупка'],
    [
      'Curved titanium bar included.',
      'Uključena zakrivljena titanijumska šipkica.',
      'Изогнутая титановая штанга включена.',
    ],
  ),
  service(
    'permanent-makeup',
    150,
    22000,
    ['Powder brows', 'Pudrasta tehnika obrva', 'Пудровые брови'],
    [
      'Soft shaded brows; touch-up within six weeks included.',
      'Meko senčene obrve; korekcija u roku od šest nedelja uključena.',
      'Мягкое напыление; коррекция в течение шести недель включена.',
    ],
  ),
  service(
    'permanent-makeup',
    150,
    25000,
    ['Lip blush', 'Trajna šminka usana', 'Перманентный макияж губ'],
    [
      'Natural colour and a defined contour.',
      'Prirodna boja i definisana kontura.',
      'Естественный цвет и чёткий контур.',
    ],
  ),
  service(
    'permanent-makeup',
    90,
    15000,
    ['Lash line enhancement', 'Trajni ajlajner', 'Межресничка'],
    [
      'Thicker-looking lashes without make-up.',
      'Gušće trepavice bez šminke.',
      'Визуально густые ресницы без макияжа.',
    ],
  ),
  service(
    'tattoo-removal',
    30,
    6000,
    [
      'Laser tattoo removal session',
      'Lasersko uklanjanje tetovaže',
      'Лазерное удаление тату, сеанс',
    ],
    [
      'Picosecond laser; price depends on size.',
      'Pikosekundni laser; cena zavisi od veličine.',
      'Пикосекундный лазер; цена зависит от размера.',
    ],
    { from: true },
  ),
  service(
    'tattoo-removal',
    20,
    0,
    ['Removal consultation', 'Konsultacija za uklanjanje', 'Консультация по удалению'],
    [
      'Free assessment and an estimate of the sessions.',
      'Besplatna procena i broj potrebnih tretmana.',
      'Бесплатная оценка и количество сеансов.',
    ],
  ),
];
