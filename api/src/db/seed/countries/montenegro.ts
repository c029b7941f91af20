// Montenegro's cities (municipality populations, approximate; they only order the list).
import type { CountrySeed } from '../types.js';
import { cityIn } from './cityIn.js';

const city = cityIn('Europe/Podgorica');

export const montenegro: CountrySeed = {
  code: 'ME',
  name: { en: 'Montenegro', sr: 'Crna Gora', ru: 'Черногория' },
  currency: 'EUR',
  cities: [
    city('podgorica', ['Podgorica', 'Podgorica', 'Подгорица'], [42.4411, 19.2628], 190_000),
    city('niksic', ['Nikšić', 'Nikšić', 'Никшич'], [42.7731, 18.9445], 66_000),
    city('bar', ['Bar', 'Bar', 'Бар'], [42.0931, 19.1003], 46_000),
    city(
      'bijelo-polje',
      ['Bijelo Polje', 'Bijelo Polje', 'Биело-Поле'],
      [43.0383, 19.7476],
      39_000,
    ),
    city('herceg-novi', ['Herceg Novi', 'Herceg Novi', 'Херцег-Нови'], [42.4531, 18.5375], 30_000),
    city('budva', ['Budva', 'Budva', 'Будва'], [42.2911, 18.8403], 27_000),
    city('pljevlja', ['Pljevlja', 'Pljevlja', 'Плевля'], [43.3567, 19.3584], 24_000),
    city('berane', ['Berane', 'Berane', 'Беране'], [42.8425, 19.8733], 24_000),
    city('kotor', ['Kotor', 'Kotor', 'Котор'], [42.4247, 18.7712], 22_000),
    city('ulcinj', ['Ulcinj', 'Ulcinj', 'Улцинь'], [41.9294, 19.2244], 20_000),
    city('tivat', ['Tivat', 'Tivat', 'Тиват'], [42.435, 18.6961], 15_000),
    city('cetinje', ['Cetinje', 'Cetinje', 'Цетине'], [42.3906, 18.9142], 14_000),
  ],
};
