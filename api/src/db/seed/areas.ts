// Real districts of the cities that have demo venues, with approximate centres. A branch is placed
// in the district whose centre is nearest (seedPlan.ts), which the coordinates below are chosen to
// get right for every demo address.
import type { CountryCode } from '../schema/geo.js';
import type { AreaSeed } from './types.js';

const area = (
  slug: string,
  [en, sr, ru]: readonly [string, string, string],
  [latitude, longitude]: readonly [number, number],
): AreaSeed => ({ slug, name: { en, sr, ru }, latitude, longitude });

export const cityAreas: readonly {
  readonly country: CountryCode;
  readonly city: string;
  readonly areas: readonly AreaSeed[];
}[] = [
  {
    country: 'RS',
    city: 'beograd',
    areas: [
      area('stari-grad', ['Stari Grad', 'Stari Grad', 'Стари-Град'], [44.8184, 20.4616]),
      area('vracar', ['Vračar', 'Vračar', 'Врачар'], [44.7983, 20.4772]),
      area('savski-venac', ['Savski Venac', 'Savski venac', 'Савски-Венац'], [44.7939, 20.45]),
      area('novi-beograd', ['New Belgrade', 'Novi Beograd', 'Новый Белград'], [44.8125, 20.405]),
      area('zemun', ['Zemun', 'Zemun', 'Земун'], [44.845, 20.405]),
      area('zvezdara', ['Zvezdara', 'Zvezdara', 'Звездара'], [44.795, 20.505]),
      area('palilula', ['Palilula', 'Palilula', 'Палилула'], [44.8165, 20.483]),
      area('vozdovac', ['Voždovac', 'Voždovac', 'Вождовац'], [44.78, 20.48]),
      area('cukarica', ['Čukarica', 'Čukarica', 'Чукарица'], [44.783, 20.415]),
    ],
  },
  {
    country: 'RS',
    city: 'novi-sad',
    areas: [
      area('centar', ['City Centre', 'Centar', 'Центр'], [45.2551, 19.8452]),
      area('liman', ['Liman', 'Liman', 'Лиман'], [45.24, 19.845]),
      area('grbavica', ['Grbavica', 'Grbavica', 'Грбавица'], [45.248, 19.832]),
      area('detelinara', ['Detelinara', 'Detelinara', 'Детелинара'], [45.262, 19.815]),
      area('podbara', ['Podbara', 'Podbara', 'Подбара'], [45.26, 19.855]),
      area('petrovaradin', ['Petrovaradin', 'Petrovaradin', 'Петроварадин'], [45.253, 19.87]),
    ],
  },
  {
    country: 'RS',
    city: 'nis',
    areas: [
      area('medijana', ['Medijana', 'Medijana', 'Медияна'], [43.318, 21.905]),
      area('crveni-krst', ['Crveni Krst', 'Crveni Krst', 'Црвени-Крст'], [43.332, 21.887]),
      area('palilula', ['Palilula', 'Palilula', 'Палилула'], [43.308, 21.89]),
      area('pantelej', ['Pantelej', 'Pantelej', 'Пантелей'], [43.328, 21.93]),
      area('niska-banja', ['Niška Banja', 'Niška Banja', 'Нишка-Баня'], [43.295, 22.007]),
    ],
  },
  {
    country: 'ME',
    city: 'podgorica',
    areas: [
      area('nova-varos', ['Nova Varoš', 'Nova Varoš', 'Нова-Варош'], [42.44, 19.262]),
      area('stara-varos', ['Stara Varoš', 'Stara Varoš', 'Стара-Варош'], [42.437, 19.266]),
      area('preko-morace', ['Preko Morače', 'Preko Morače', 'Преко-Мораче'], [42.442, 19.252]),
      area('city-kvart', ['City Quarter', 'City kvart', 'Сити-квартал'], [42.445, 19.245]),
      area('zabjelo', ['Zabjelo', 'Zabjelo', 'Забело'], [42.426, 19.265]),
      area('tolosi', ['Tološi', 'Tološi', 'Толоши'], [42.448, 19.23]),
    ],
  },
  {
    country: 'ME',
    city: 'budva',
    areas: [
      area('stari-grad', ['Old Town', 'Stari grad', 'Старый город'], [42.2778, 18.8377]),
      area('centar', ['Centre', 'Centar', 'Центр'], [42.287, 18.842]),
      area('rozino', ['Rozino', 'Rozino', 'Розино'], [42.29, 18.848]),
      area('dubovica', ['Dubovica', 'Dubovica', 'Дубовица'], [42.293, 18.838]),
      area('becici', ['Bečići', 'Bečići', 'Бечичи'], [42.283, 18.87]),
    ],
  },
  {
    country: 'BA',
    city: 'sarajevo',
    areas: [
      area('bascarsija', ['Baščaršija', 'Baščaršija', 'Башчаршия'], [43.8597, 18.4312]),
      area('centar', ['Centar', 'Centar', 'Центр'], [43.859, 18.418]),
      area('marijin-dvor', ['Marijin Dvor', 'Marijin Dvor', 'Марьин-Двор'], [43.8556, 18.405]),
      area('grbavica', ['Grbavica', 'Grbavica', 'Грбавица'], [43.848, 18.396]),
      area('novo-sarajevo', ['Novo Sarajevo', 'Novo Sarajevo', 'Ново-Сараево'], [43.852, 18.387]),
      area('ilidza', ['Ilidža', 'Ilidža', 'Илиджа'], [43.829, 18.31]),
    ],
  },
  {
    country: 'BA',
    city: 'banja-luka',
    areas: [
      area('centar', ['Centar', 'Centar', 'Центр'], [44.773, 17.191]),
      area('borik', ['Borik', 'Borik', 'Борик'], [44.78, 17.205]),
      area('starcevica', ['Starčevica', 'Starčevica', 'Старчевица'], [44.76, 17.2]),
      area('lazarevo', ['Lazarevo', 'Lazarevo', 'Лазарево'], [44.79, 17.175]),
      area('obilicevo', ['Obilićevo', 'Obilićevo', 'Обиличево'], [44.785, 17.22]),
    ],
  },
  {
    country: 'RU',
    city: 'moskva',
    areas: [
      area('tverskoy', ['Tverskoy', 'Tverski', 'Тверской'], [55.77, 37.61]),
      area('arbat', ['Arbat', 'Arbat', 'Арбат'], [55.75, 37.59]),
      area('presnensky', ['Presnensky', 'Presnenski', 'Пресненский'], [55.761, 37.58]),
      area('basmanny', ['Basmanny', 'Basmani', 'Басманный'], [55.765, 37.665]),
      area('krasnoselsky', ['Krasnoselsky', 'Krasnoseljski', 'Красносельский'], [55.775, 37.655]),
      area('khamovniki', ['Khamovniki', 'Hamovniki', 'Хамовники'], [55.73, 37.58]),
      area('gagarinsky', ['Gagarinsky', 'Gagarinski', 'Гагаринский'], [55.7, 37.57]),
      area('dorogomilovo', ['Dorogomilovo', 'Dorogomilovo', 'Дорогомилово'], [55.745, 37.545]),
      area('cheryomushki', ['Cheryomushki', 'Čerjomuški', 'Черёмушки'], [55.67, 37.555]),
      area('sokol', ['Sokol', 'Sokol', 'Сокол'], [55.805, 37.515]),
    ],
  },
  {
    country: 'RU',
    city: 'sankt-peterburg',
    areas: [
      area('tsentralny', ['Central', 'Centralni', 'Центральный'], [59.933, 30.36]),
      area('admiralteysky', ['Admiralteysky', 'Admiraltejski', 'Адмиралтейский'], [59.92, 30.3]),
      area('petrogradsky', ['Petrogradsky', 'Petrogradski', 'Петроградский'], [59.965, 30.305]),
      area(
        'vasileostrovsky',
        ['Vasileostrovsky', 'Vasiljeostrovski', 'Василеостровский'],
        [59.94, 30.26],
      ),
      area('moskovsky', ['Moskovsky', 'Moskovski', 'Московский'], [59.88, 30.32]),
    ],
  },
  {
    country: 'RU',
    city: 'yekaterinburg',
    areas: [
      area('leninsky', ['Leninsky', 'Lenjinski', 'Ленинский'], [56.83, 60.595]),
      area('kirovsky', ['Kirovsky', 'Kirovski', 'Кировский'], [56.845, 60.63]),
      area('oktyabrsky', ['Oktyabrsky', 'Oktjabrski', 'Октябрьский'], [56.83, 60.63]),
      area('verkh-isetsky', ['Verkh-Isetsky', 'Verh-Isetski', 'Верх-Исетский'], [56.84, 60.56]),
      area(
        'zheleznodorozhny',
        ['Zheleznodorozhny', 'Železnodorožni', 'Железнодорожный'],
        [56.855, 60.6],
      ),
    ],
  },
];
