// Demo venues in Sarajevo and Banja Luka. Names are invented; streets are real.
import type { CityBranchesSeed } from '../types.js';
import { branch } from './branch.js';

export const bosnianBranches: readonly CityBranchesSeed[] = [
  {
    country: 'BA',
    city: 'sarajevo',
    postalCode: '71000',
    phoneFormat: '+387 33 ### ###',
    branches: [
      branch(
        'Frizerski salon Baščaršija',
        'hair-salon',
        'multi',
        'Ferhadija 12',
        [43.8589, 18.4239],
      ),
      branch(
        'Barber Shop Marijin Dvor',
        'barbershop',
        'single',
        'Zmaja od Bosne 7',
        [43.8556, 18.4051],
      ),
      branch(
        'Nail & Beauty Ilidža',
        'nail-studio',
        'multi',
        'Butmirska cesta 14',
        [43.8296, 18.3121],
      ),
      branch('Hamam Spa Sarajevo', 'spa', 'multi', 'Maršala Tita 30', [43.8579, 18.4169]),
      branch('Fizio Centar Grbavica', 'physio', 'multi', 'Zagrebačka 20', [43.8481, 18.3961]),
      branch('Joga Centar Ananda', 'yoga', 'group', 'Kolodvorska 12', [43.8561, 18.3981]),
    ],
  },
  {
    country: 'BA',
    city: 'banja-luka',
    postalCode: '78000',
    phoneFormat: '+387 51 ### ###',
    branches: [
      branch(
        'Salon ljepote Vrbas',
        'beauty-salon',
        'multi',
        'Kralja Petra I Karađorđevića 97',
        [44.7726, 17.1921],
      ),
      branch('Barber Gospodska', 'barbershop', 'single', 'Gospodska 18', [44.7736, 17.1904]),
      branch(
        'Dental Studio Kastel',
        'dental',
        'multi',
        'Bulevar cara Dušana 14',
        [44.7759, 17.1841],
      ),
      branch(
        'Fit Studio Borik',
        'fitness',
        'group',
        'Bulevar vojvode Petra Bojovića 1A',
        [44.7821, 17.2059],
      ),
    ],
  },
];
