// Russia's cities: Moscow, St Petersburg and the other cities over about half a million people.
// Russia spans many time zones, so each city names its own. Populations are approximate and only
// order the list.
import type { CountrySeed } from '../types.js';
import { cityIn } from './cityIn.js';

const moscowTime = cityIn('Europe/Moscow');
const yekaterinburgTime = cityIn('Asia/Yekaterinburg');

export const russia: CountrySeed = {
  code: 'RU',
  name: { en: 'Russia', sr: 'Rusija', ru: 'Россия' },
  currency: 'RUB',
  cities: [
    moscowTime('moskva', ['Moscow', 'Moskva', 'Москва'], [55.7558, 37.6173], 13_100_000),
    moscowTime(
      'sankt-peterburg',
      ['Saint Petersburg', 'Sankt Peterburg', 'Санкт-Петербург'],
      [59.9386, 30.3141],
      5_600_000,
    ),
    cityIn('Asia/Novosibirsk')(
      'novosibirsk',
      ['Novosibirsk', 'Novosibirsk', 'Новосибирск'],
      [55.0302, 82.9204],
      1_630_000,
    ),
    yekaterinburgTime(
      'yekaterinburg',
      ['Yekaterinburg', 'Jekaterinburg', 'Екатеринбург'],
      [56.8389, 60.6057],
      1_540_000,
    ),
    moscowTime('kazan', ['Kazan', 'Kazanj', 'Казань'], [55.7887, 49.1221], 1_310_000),
    cityIn('Asia/Krasnoyarsk')(
      'krasnoyarsk',
      ['Krasnoyarsk', 'Krasnojarsk', 'Красноярск'],
      [56.0153, 92.8932],
      1_200_000,
    ),
    moscowTime(
      'nizhny-novgorod',
      ['Nizhny Novgorod', 'Nižnji Novgorod', 'Нижний Новгород'],
      [56.3269, 44.0059],
      1_200_000,
    ),
    yekaterinburgTime(
      'chelyabinsk',
      ['Chelyabinsk', 'Čeljabinsk', 'Челябинск'],
      [55.1644, 61.4368],
      1_180_000,
    ),
    cityIn('Europe/Samara')(
      'samara',
      ['Samara', 'Samara', 'Самара'],
      [53.1959, 50.1002],
      1_160_000,
    ),
    yekaterinburgTime('ufa', ['Ufa', 'Ufa', 'Уфа'], [54.7388, 55.9721], 1_160_000),
    moscowTime('krasnodar', ['Krasnodar', 'Krasnodar', 'Краснодар'], [45.0355, 38.9753], 1_150_000),
    moscowTime(
      'rostov-na-donu',
      ['Rostov-on-Don', 'Rostov na Donu', 'Ростов-на-Дону'],
      [47.2357, 39.7015],
      1_140_000,
    ),
    cityIn('Asia/Omsk')('omsk', ['Omsk', 'Omsk', 'Омск'], [54.9885, 73.3242], 1_100_000),
    moscowTime('voronezh', ['Voronezh', 'Voronjež', 'Воронеж'], [51.672, 39.1843], 1_050_000),
    yekaterinburgTime('perm', ['Perm', 'Perm', 'Пермь'], [58.0105, 56.2502], 1_030_000),
    cityIn('Europe/Volgograd')(
      'volgograd',
      ['Volgograd', 'Volgograd', 'Волгоград'],
      [48.708, 44.5133],
      1_020_000,
    ),
    yekaterinburgTime('tyumen', ['Tyumen', 'Tjumenj', 'Тюмень'], [57.153, 65.5343], 850_000),
    cityIn('Asia/Vladivostok')(
      'vladivostok',
      ['Vladivostok', 'Vladivostok', 'Владивосток'],
      [43.1155, 131.8855],
      600_000,
    ),
    cityIn('Europe/Kaliningrad')(
      'kaliningrad',
      ['Kaliningrad', 'Kalinjingrad', 'Калининград'],
      [54.7104, 20.4522],
      490_000,
    ),
    moscowTime('sochi', ['Sochi', 'Soči', 'Сочи'], [43.5855, 39.7231], 440_000),
  ],
};
