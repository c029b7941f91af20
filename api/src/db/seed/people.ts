// Names of the people in the demo: specialists and customers, as people in each country are
// called. Serbian, Montenegrin and Bosnian names are written in Latin script, Russian in Cyrillic.
import type { CountryCode } from '../schema/geo.js';
import type { Random } from './random.js';
import { pick } from './random.js';

// prettier-ignore
const serbianWomen = [
  'Milica', 'Jelena', 'Ana', 'Marija', 'Jovana', 'Ivana', 'Katarina', 'Tamara', 'Nevena',
  'Teodora', 'Sanja', 'Dragana', 'Maja', 'Aleksandra', 'Tijana', 'Sara', 'Mina', 'Nina', 'Bojana',
];
// prettier-ignore
const serbianMen = [
  'Marko', 'Nikola', 'Stefan', 'Luka', 'Miloš', 'Nemanja', 'Aleksandar', 'Filip', 'Đorđe', 'Vuk',
  'Ivan', 'Dušan', 'Lazar', 'Petar', 'Uroš', 'Vladimir', 'Bojan', 'Dejan',
];
// prettier-ignore
const serbianSurnames = [
  'Jovanović', 'Petrović', 'Nikolić', 'Marković', 'Đorđević', 'Stojanović', 'Ilić', 'Stanković',
  'Pavlović', 'Milošević', 'Popović', 'Kostić', 'Lukić', 'Savić', 'Obradović', 'Kovačević',
];
// prettier-ignore
const montenegrinSurnames = [
  'Vujović', 'Radović', 'Vuković', 'Perović', 'Bošković', 'Popović', 'Radulović', 'Đurović',
  'Ivanović', 'Knežević', 'Mijović', 'Bulatović',
];
const bosnianWomen = ['Amra', 'Lejla', 'Selma', 'Emina', 'Ajla', 'Sanela', 'Amina', 'Merima'];
const bosnianMen = ['Emir', 'Adnan', 'Haris', 'Kenan', 'Tarik', 'Amar', 'Mirza', 'Dino'];
// prettier-ignore
const bosnianSurnames = [
  'Hodžić', 'Hadžić', 'Begović', 'Delić', 'Mehmedović', 'Subašić', 'Karić', 'Husić', 'Alić',
  'Kovačević', 'Šarić', 'Babić',
];
// prettier-ignore
const russianWomen = [
  'Анна', 'Мария', 'Екатерина', 'Ольга', 'Наталья', 'Елена', 'Дарья', 'Анастасия', 'Ксения',
  'Виктория', 'Полина', 'Алина', 'Юлия', 'Ирина', 'Светлана', 'Вера',
];
// prettier-ignore
const russianMen = [
  'Алексей', 'Дмитрий', 'Сергей', 'Андрей', 'Иван', 'Михаил', 'Никита', 'Артём', 'Павел',
  'Максим', 'Роман', 'Кирилл', 'Егор', 'Илья',
];
// prettier-ignore
/** Masculine forms; the feminine adds -а (Иванов → Иванова). */
const russianSurnames = [
  'Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Соколов', 'Лебедев', 'Козлов', 'Новиков', 'Морозов',
  'Волков', 'Соловьёв', 'Васильев', 'Зайцев', 'Павлов', 'Семёнов', 'Виноградов', 'Богданов',
  'Фёдоров',
];

export interface PersonName {
  readonly firstName: string;
  readonly lastName: string;
}

/** A name as someone living in the country would likely have; Bosnia mixes both traditions. */
export function personName(random: Random, country: CountryCode, female: boolean): PersonName {
  if (country === 'RU') {
    const surname = pick(random, russianSurnames);
    return {
      firstName: pick(random, female ? russianWomen : russianMen),
      lastName: female ? `${surname}а` : surname,
    };
  }
  if (country === 'BA' && random.next() < 0.6) {
    return {
      firstName: pick(random, female ? bosnianWomen : bosnianMen),
      lastName: pick(random, bosnianSurnames),
    };
  }
  return {
    firstName: pick(random, female ? serbianWomen : serbianMen),
    lastName: pick(random, country === 'ME' ? montenegrinSurnames : serbianSurnames),
  };
}

/** "8 years", "8 godina", "8 лет" — with the plural each language needs after a number. */
export function yearsOfExperience(years: number) {
  const lastDigit = years % 10;
  const teen = years % 100 >= 11 && years % 100 <= 14;
  const few = lastDigit >= 2 && lastDigit <= 4 && !teen;
  const one = lastDigit === 1 && !teen;
  return {
    en: `${years} ${years === 1 ? 'year' : 'years'} of experience`,
    sr: `${years} ${few ? 'godine' : 'godina'} iskustva`,
    ru: `${years} ${one ? 'год' : few ? 'года' : 'лет'} опыта`,
  };
}
