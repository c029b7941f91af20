// The demo customer (architecture.md: demo@termin.test / demo-password) and the people who wrote
// the seeded reviews. `books` is where each of them books: relocated Russians live in Serbia and
// Montenegro, English speakers are expats and visitors. Only the demo customer has a password.
import type { Language } from '../../i18n/language.js';
import type { NotificationSettings } from '../schema/customers.js';
import type { CountryCode } from '../schema/geo.js';

export interface CustomerSeed {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly female: boolean;
  readonly phone: string;
  readonly language: Language;
  readonly books: readonly CountryCode[];
  readonly notificationSettings?: NotificationSettings;
}

export const demoEmail = 'demo@termin.test';
export const demoPassword = 'demo-password';

export const demoCustomer: CustomerSeed = {
  email: demoEmail,
  firstName: 'Demo',
  lastName: 'Customer',
  female: true,
  phone: '+381641234567',
  language: 'en',
  books: ['RS'],
  notificationSettings: {
    email: { reminders: true, promotions: true, orderUpdates: true },
    sms: { reminders: true, promotions: false, orderUpdates: false },
  },
};

const person = (
  [firstName, lastName]: readonly [string, string],
  female: boolean,
  language: Language,
  books: readonly CountryCode[],
  phone: string,
  email: string,
): CustomerSeed => ({ email, firstName, lastName, female, phone, language, books });

export const reviewers: readonly CustomerSeed[] = [
  person(
    ['Jelena', 'Marković'],
    true,
    'sr',
    ['RS'],
    '+381631184520',
    'jelena.markovic@example.com',
  ),
  person(
    ['Nikola', 'Petrović'],
    false,
    'sr',
    ['RS'],
    '+381642270913',
    'nikola.petrovic@example.com',
  ),
  person(['Milica', 'Ilić'], true, 'sr', ['RS'], '+381607731458', 'milica.ilic@example.com'),
  person(['Stefan', 'Kostić'], false, 'sr', ['RS'], '+381658802317', 'stefan.kostic@example.com'),
  person(['Ana', 'Savić'], true, 'sr', ['RS'], '+381621149076', 'ana.savic@example.com'),
  person(['Marko', 'Lukić'], false, 'sr', ['RS', 'ME'], '+381693365021', 'marko.lukic@example.com'),
  person(
    ['Teodora', 'Pavlović'],
    true,
    'sr',
    ['RS'],
    '+381646610482',
    'teodora.pavlovic@example.com',
  ),
  person(['Maja', 'Nikolić'], true, 'sr', ['RS'], '+381611938874', 'maja.nikolic@example.com'),
  person(
    ['Dragana', 'Stanković'],
    true,
    'sr',
    ['RS'],
    '+381605547219',
    'dragana.stankovic@example.com',
  ),
  person(['Sara', 'Vujović'], true, 'sr', ['ME'], '+38267412856', 'sara.vujovic@example.com'),
  person(['Vuk', 'Radović'], false, 'sr', ['ME'], '+38269305174', 'vuk.radovic@example.com'),
  person(
    ['Jovana', 'Perović'],
    true,
    'sr',
    ['ME', 'RS'],
    '+38268220391',
    'jovana.perovic@example.com',
  ),
  person(['Lejla', 'Hodžić'], true, 'sr', ['BA'], '+38761733482', 'lejla.hodzic@example.com'),
  person(['Haris', 'Begović'], false, 'sr', ['BA'], '+38762184570', 'haris.begovic@example.com'),
  person(['Ivana', 'Kovačević'], true, 'sr', ['BA'], '+38765917203', 'ivana.kovacevic@example.com'),
  person(['Анна', 'Смирнова'], true, 'ru', ['RU'], '+79161234870', 'anna.smirnova@example.com'),
  person(['Дмитрий', 'Козлов'], false, 'ru', ['RU'], '+79257781409', 'dmitry.kozlov@example.com'),
  person(
    ['Екатерина', 'Волкова'],
    true,
    'ru',
    ['RU'],
    '+79312240567',
    'ekaterina.volkova@example.com',
  ),
  person(['Алексей', 'Новиков'], false, 'ru', ['RU'], '+79219083316', 'alexey.novikov@example.com'),
  person(['Мария', 'Лебедева'], true, 'ru', ['RU'], '+79122605148', 'maria.lebedeva@example.com'),
  person(['Иван', 'Соколов'], false, 'ru', ['RU'], '+79505518832', 'ivan.sokolov@example.com'),
  person(['Ольга', 'Морозова'], true, 'ru', ['RU'], '+79037146290', 'olga.morozova@example.com'),
  person(
    ['Дарья', 'Зайцева'],
    true,
    'ru',
    ['RS', 'ME'],
    '+381628471390',
    'daria.zaitseva@example.com',
  ),
  person(['Никита', 'Павлов'], false, 'ru', ['RS'], '+381659903712', 'nikita.pavlov@example.com'),
  person(['Ксения', 'Фёдорова'], true, 'ru', ['ME'], '+38267780245', 'ksenia.fedorova@example.com'),
  person(['Emma', 'Clarke'], true, 'en', ['RS', 'ME'], '+447700900412', 'emma.clarke@example.com'),
  person(['James', 'Wilson'], false, 'en', ['RS'], '+447700900857', 'james.wilson@example.com'),
  person(
    ['Lukas', 'Weber'],
    false,
    'en',
    ['RS', 'BA'],
    '+4915112345678',
    'lukas.weber@example.com',
  ),
  person(['Sophie', 'Martin'], true, 'en', ['ME'], '+33612345678', 'sophie.martin@example.com'),
  person(
    ['Daniel', 'Novak'],
    false,
    'en',
    ['RU', 'RS'],
    '+420601234567',
    'daniel.novak@example.com',
  ),
];
