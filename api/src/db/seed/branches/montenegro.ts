// Demo venues in Podgorica and Budva. Names are invented; streets are real.
import type { CityBranchesSeed } from '../types.js';
import { branch } from './branch.js';

export const montenegrinBranches: readonly CityBranchesSeed[] = [
  {
    country: 'ME',
    city: 'podgorica',
    postalCode: '81000',
    phoneFormat: '+382 20 ### ###',
    branches: [
      branch(
        'Salon ljepote Mia',
        'beauty-salon',
        'multi',
        'Bulevar Svetog Petra Cetinjskog 56',
        [42.4421, 19.2569],
      ),
      branch('Barber Shop Gentleman', 'barbershop', 'single', 'Njegoševa 24', [42.4404, 19.2606]),
      branch('Nail Studio Glam', 'nail-studio', 'single', 'Hercegovačka 40', [42.4409, 19.2619]),
      branch(
        'Spa Centar Morača',
        'spa',
        'multi',
        'Bulevar Džordža Vašingtona 98',
        [42.4361, 19.2449],
      ),
      branch('Joga Kuća Podgorica', 'yoga', 'group', 'Slobode 50', [42.4396, 19.2634]),
      branch(
        'Stomatološka ordinacija Osmijeh',
        'dental',
        'multi',
        'Vaka Đurovića 12',
        [42.4451, 19.2501],
      ),
    ],
  },
  {
    country: 'ME',
    city: 'budva',
    postalCode: '85310',
    phoneFormat: '+382 33 ### ###',
    branches: [
      branch('Adriatic Wellness Budva', 'spa', 'multi', 'Slovenska obala 10', [42.2851, 18.8391]),
      branch(
        'Beauty Studio Mogren',
        'beauty-salon',
        'multi',
        'Mediteranska 23',
        [42.2859, 18.8421],
      ),
      branch('Barber Stari Grad', 'barbershop', 'single', 'Njegoševa 15', [42.2781, 18.8379]),
      branch('Pilates & Yoga Bečići', 'yoga', 'group', 'Jadranski put 42', [42.2831, 18.8659]),
    ],
  },
];
