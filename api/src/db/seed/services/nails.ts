// Nail services: nail studios and beauty salons.
import { service } from './serviceTemplate.js';

export const nailServices = [
  service(
    'manicure',
    45,
    1200,
    ['Classic manicure', 'Klasičan manikir', 'Классический маникюр'],
    [
      'Shaping, cuticle care and a regular polish.',
      'Oblikovanje, nega zanoktica i običan lak.',
      'Форма, уход за кутикулой и обычный лак.',
    ],
  ),
  service(
    'manicure',
    60,
    1800,
    ['Japanese manicure', 'Japanski manikir', 'Японский маникюр'],
    [
      'Natural nail care with a mineral paste and a buffed shine.',
      'Nega prirodnih noktiju mineralnom pastom i poliranjem do sjaja.',
      'Уход за натуральными ногтями с минеральной пастой и полировкой.',
    ],
  ),
  service(
    'manicure',
    30,
    1000,
    ["Men's manicure", 'Muški manikir', 'Мужской маникюр'],
    [
      'Tidy shape, cuticles and a matte buff.',
      'Uredan oblik, zanoktice i mat poliranje.',
      'Аккуратная форма, кутикула и матовая полировка.',
    ],
  ),
  service(
    'gel-polish',
    60,
    2200,
    ['Gel polish manicure', 'Manikir sa gel lakom', 'Маникюр с гель-лаком'],
    [
      'Manicure with a gel polish that lasts up to three weeks.',
      'Manikir sa gel lakom koji traje do tri nedelje.',
      'Маникюр с покрытием, которое держится до трёх недель.',
    ],
  ),
  service(
    'gel-polish',
    75,
    2600,
    ['French gel manicure', 'Francuski manikir gel lakom', 'Французский маникюр гель-лаком'],
    [
      'A classic French tip in gel, thin and even.',
      'Klasičan francuski vrh u gel laku, tanak i ujednačen.',
      'Классический френч гель-лаком, тонко и ровно.',
    ],
  ),
  service(
    'gel-polish',
    20,
    600,
    ['Gel polish removal', 'Skidanje gel laka', 'Снятие гель-лака'],
    [
      'Gentle removal without damaging the nail.',
      'Nežno skidanje bez oštećenja nokta.',
      'Бережное снятие без повреждения ногтя.',
    ],
  ),
  service(
    'pedicure',
    60,
    2500,
    ['Classic pedicure', 'Klasičan pedikir', 'Классический педикюр'],
    [
      'Foot bath, nail and cuticle care, heels and polish.',
      'Kupka, nega noktiju i zanoktica, pete i lak.',
      'Ванночка, уход за ногтями и кутикулой, пяточки и лак.',
    ],
  ),
  service(
    'pedicure',
    75,
    3200,
    ['Pedicure with gel polish', 'Pedikir sa gel lakom', 'Педикюр с гель-лаком'],
    [
      'Full pedicure finished with long-lasting gel.',
      'Kompletan pedikir sa dugotrajnim gel lakom.',
      'Полный педикюр со стойким гель-покрытием.',
    ],
  ),
  service(
    'pedicure',
    60,
    3000,
    ['Medical pedicure', 'Medicinski pedikir', 'Медицинский педикюр'],
    [
      'Care for ingrown nails, calluses and cracked heels.',
      'Nega uraslih noktiju, žuljeva i ispucalih peta.',
      'Работа с вросшими ногтями, мозолями и трещинами.',
    ],
  ),
  service(
    'nail-extensions',
    120,
    3800,
    ['Gel nail extensions', 'Nadogradnja noktiju gelom', 'Наращивание ногтей гелем'],
    [
      'New length and shape, finished with gel polish.',
      'Nova dužina i oblik, završeno gel lakom.',
      'Новая длина и форма, покрытие гель-лаком.',
    ],
  ),
  service(
    'nail-extensions',
    90,
    3000,
    ['Extension infill', 'Korekcija nadogradnje', 'Коррекция наращённых ногтей'],
    [
      'Fills in the regrowth of extended nails.',
      'Popunjavanje izrastka nadograđenih noktiju.',
      'Заполнение отросшей зоны наращённых ногтей.',
    ],
  ),
  service(
    'nail-art',
    15,
    300,
    ['Nail art, per nail', 'Ukras, po noktu', 'Дизайн, за ноготь'],
    [
      'Hand-painted design, foil or stones; price depends on the design.',
      'Ručno oslikan dizajn, folija ili kamenčići; cena zavisi od dizajna.',
      'Роспись, фольга или стразы; цена зависит от дизайна.',
    ],
    { from: true },
  ),
];
