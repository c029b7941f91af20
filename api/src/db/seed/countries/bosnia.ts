// Bosnia and Herzegovina's cities (approximate city populations; they only order the list).
import type { CountrySeed } from '../types.js';
import { cityIn } from './cityIn.js';

const city = cityIn('Europe/Sarajevo');

export const bosnia: CountrySeed = {
  code: 'BA',
  name: { en: 'Bosnia and Herzegovina', sr: 'Bosna i Hercegovina', ru: 'Босния и Герцеговина' },
  currency: 'BAM',
  cities: [
    city('sarajevo', ['Sarajevo', 'Sarajevo', 'Сараево'], [43.8563, 18.4131], 275_000),
    city('banja-luka', ['Banja Luka', 'Banja Luka', 'Баня-Лука'], [44.7722, 17.191], 185_000),
    city('tuzla', ['Tuzla', 'Tuzla', 'Тузла'], [44.5384, 18.6671], 110_000),
    city('zenica', ['Zenica', 'Zenica', 'Зеница'], [44.2034, 17.9077], 110_000),
    city('bijeljina', ['Bijeljina', 'Bijeljina', 'Биелина'], [44.757, 19.2144], 105_000),
    city('mostar', ['Mostar', 'Mostar', 'Мостар'], [43.3438, 17.8078], 105_000),
    city('prijedor', ['Prijedor', 'Prijedor', 'Приедор'], [44.9799, 16.7134], 90_000),
    city('brcko', ['Brčko', 'Brčko', 'Брчко'], [44.8727, 18.8106], 83_000),
    city('doboj', ['Doboj', 'Doboj', 'Добой'], [44.7349, 18.0843], 70_000),
    city('bihac', ['Bihać', 'Bihać', 'Бихач'], [44.8169, 15.8708], 56_000),
    city('travnik', ['Travnik', 'Travnik', 'Травник'], [44.2264, 17.6658], 53_000),
    city('trebinje', ['Trebinje', 'Trebinje', 'Требине'], [42.7114, 18.3436], 30_000),
  ],
};
