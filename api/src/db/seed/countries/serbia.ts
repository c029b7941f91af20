// Serbia's cities. Coordinates are city centres; population is approximate and only orders the
// list, biggest first.
import type { CountrySeed } from '../types.js';
import { cityIn } from './cityIn.js';

const city = cityIn('Europe/Belgrade');

export const serbia: CountrySeed = {
  code: 'RS',
  name: { en: 'Serbia', sr: 'Srbija', ru: 'Сербия' },
  currency: 'RSD',
  cities: [
    city('beograd', ['Belgrade', 'Beograd', 'Белград'], [44.8178, 20.4569], 1_198_000),
    city('novi-sad', ['Novi Sad', 'Novi Sad', 'Нови-Сад'], [45.2551, 19.8452], 307_000),
    city('nis', ['Niš', 'Niš', 'Ниш'], [43.3208, 21.8961], 250_000),
    city('kragujevac', ['Kragujevac', 'Kragujevac', 'Крагуевац'], [44.0139, 20.9111], 146_000),
    city('subotica', ['Subotica', 'Subotica', 'Суботица'], [46.1, 19.6658], 96_000),
    city('pancevo', ['Pančevo', 'Pančevo', 'Панчево'], [44.8708, 20.6403], 73_000),
    city('novi-pazar', ['Novi Pazar', 'Novi Pazar', 'Нови-Пазар'], [43.1367, 20.5122], 71_000),
    city('cacak', ['Čačak', 'Čačak', 'Чачак'], [43.8914, 20.3497], 70_000),
    city('zrenjanin', ['Zrenjanin', 'Zrenjanin', 'Зренянин'], [45.3808, 20.3903], 68_000),
    city('kraljevo', ['Kraljevo', 'Kraljevo', 'Кралево'], [43.7234, 20.687], 58_000),
    city('smederevo', ['Smederevo', 'Smederevo', 'Смедерево'], [44.6644, 20.9275], 58_000),
    city('leskovac', ['Leskovac', 'Leskovac', 'Лесковац'], [42.9981, 21.9461], 58_000),
    city('valjevo', ['Valjevo', 'Valjevo', 'Валево'], [44.2751, 19.8982], 56_000),
    city('krusevac', ['Kruševac', 'Kruševac', 'Крушевац'], [43.5833, 21.3267], 56_000),
    city('vranje', ['Vranje', 'Vranje', 'Вранье'], [42.5514, 21.9003], 55_000),
    city('uzice', ['Užice', 'Užice', 'Ужице'], [43.8556, 19.8425], 52_000),
    city('sabac', ['Šabac', 'Šabac', 'Шабац'], [44.7561, 19.6939], 51_000),
    city('pozarevac', ['Požarevac', 'Požarevac', 'Пожаревац'], [44.6213, 21.1878], 43_000),
    city('sombor', ['Sombor', 'Sombor', 'Сомбор'], [45.7742, 19.1122], 42_000),
    city(
      'sremska-mitrovica',
      ['Sremska Mitrovica', 'Sremska Mitrovica', 'Сремска-Митровица'],
      [44.9764, 19.6122],
      37_000,
    ),
    city('jagodina', ['Jagodina', 'Jagodina', 'Ягодина'], [43.9771, 21.2612], 36_000),
    city('pirot', ['Pirot', 'Pirot', 'Пирот'], [43.1531, 22.5861], 35_000),
    city('zajecar', ['Zaječar', 'Zaječar', 'Заечар'], [43.9042, 22.2847], 35_000),
    city('kikinda', ['Kikinda', 'Kikinda', 'Кикинда'], [45.8297, 20.4653], 34_000),
    city('vrsac', ['Vršac', 'Vršac', 'Вршац'], [45.1167, 21.3036], 32_000),
  ],
};
