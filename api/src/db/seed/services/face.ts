// Face services: cosmetology, brows and lashes, make-up.
import { service } from './serviceTemplate.js';

export const faceServices = [
  service(
    'facial',
    60,
    4000,
    ['Classic facial', 'Klasičan tretman lica', 'Классический уход за лицом'],
    [
      'Cleansing, gentle exfoliation, mask and massage.',
      'Čišćenje, blaga eksfolijacija, maska i masaža.',
      'Очищение, мягкий пилинг, маска и массаж.',
    ],
  ),
  service(
    'facial',
    75,
    4500,
    ['Deep-cleansing facial', 'Dubinsko čišćenje lica', 'Глубокая чистка лица'],
    [
      'Steam and manual extraction for congested skin.',
      'Para i ručno čišćenje za zagušenu kožu.',
      'Распаривание и механическая чистка для проблемной кожи.',
    ],
  ),
  service(
    'facial',
    60,
    7500,
    ['HydraFacial', 'HydraFacial tretman', 'Гидрапилинг HydraFacial'],
    [
      'Vacuum cleansing and serum infusion for an instant glow.',
      'Vakuumsko čišćenje i serumi za trenutni sjaj.',
      'Вакуумное очищение и насыщение сыворотками для сияния кожи.',
    ],
  ),
  service(
    'facial',
    75,
    6000,
    ['Anti-ageing facial', 'Anti-age tretman lica', 'Антивозрастной уход'],
    [
      'Peptide serums, lifting massage and an alginate mask.',
      'Peptidni serumi, lifting masaža i alginatna maska.',
      'Пептидные сыворотки, лифтинг-массаж и альгинатная маска.',
    ],
  ),
  service(
    'eyebrow-shaping',
    20,
    900,
    ['Eyebrow shaping', 'Oblikovanje obrva', 'Коррекция бровей'],
    [
      'Mapping and shaping with wax or tweezers.',
      'Iscrtavanje i oblikovanje voskom ili pincetom.',
      'Разметка и коррекция воском или пинцетом.',
    ],
  ),
  service(
    'eyebrow-shaping',
    30,
    1300,
    ['Eyebrow shaping and tint', 'Oblikovanje i farbanje obrva', 'Коррекция и окрашивание бровей'],
    [
      'Shape plus a tint matched to your hair colour.',
      'Oblikovanje i farbanje u nijansi vaše kose.',
      'Коррекция и окрашивание в тон волос.',
    ],
  ),
  service(
    'eyebrow-shaping',
    45,
    2500,
    ['Brow lamination', 'Laminacija obrva', 'Долговременная укладка бровей'],
    [
      'Brushed-up, fuller-looking brows for six weeks.',
      'Podignute obrve punijeg izgleda do šest nedelja.',
      'Приподнятые и визуально густые брови до шести недель.',
    ],
  ),
  service(
    'eyelash-extensions',
    120,
    4000,
    [
      'Classic lash extensions',
      'Klasična nadogradnja trepavica',
      'Классическое наращивание ресниц',
    ],
    [
      'One extension per natural lash for a natural look.',
      'Jedna trepavica na svaku prirodnu za prirodan izgled.',
      'Одна искусственная ресница на каждую натуральную.',
    ],
  ),
  service(
    'eyelash-extensions',
    150,
    5500,
    ['Volume lash extensions', 'Volumenska nadogradnja trepavica', 'Объёмное наращивание ресниц'],
    [
      'Hand-made fans of fine lashes for a fuller line.',
      'Ručno pravljene lepeze tankih trepavica za puniji izgled.',
      'Пучки из тонких ресниц ручной работы для выразительного взгляда.',
    ],
  ),
  service(
    'eyelash-extensions',
    75,
    2800,
    ['Lash refill', 'Korekcija trepavica', 'Коррекция наращивания'],
    [
      'Refill within three weeks of the last set.',
      'Korekcija u roku od tri nedelje od nadogradnje.',
      'Коррекция в течение трёх недель после наращивания.',
    ],
  ),
  service(
    'lash-lift',
    60,
    3200,
    ['Lash lift and tint', 'Lifting i farbanje trepavica', 'Ламинирование и окрашивание ресниц'],
    [
      'Lifts and darkens your own lashes for six to eight weeks.',
      'Podiže i tamni vaše trepavice na šest do osam nedelja.',
      'Подкручивает и окрашивает ваши ресницы на 6–8 недель.',
    ],
  ),
  service(
    'lash-lift',
    20,
    700,
    ['Lash tint', 'Farbanje trepavica', 'Окрашивание ресниц'],
    [
      'Darker lashes without mascara.',
      'Tamnije trepavice bez maskare.',
      'Тёмные ресницы без туши.',
    ],
  ),
  service(
    'makeup',
    60,
    3500,
    ['Day make-up', 'Dnevna šminka', 'Дневной макияж'],
    [
      'Fresh, natural make-up for work or photos.',
      'Sveža, prirodna šminka za posao ili fotografisanje.',
      'Свежий естественный макияж для работы или фотосессии.',
    ],
  ),
  service(
    'makeup',
    90,
    6000,
    ['Evening or bridal make-up', 'Svečana ili venčana šminka', 'Вечерний или свадебный макияж'],
    [
      'Long-wear make-up with lashes; trial sessions available.',
      'Dugotrajna šminka sa trepavicama; moguća proba.',
      'Стойкий макияж с ресницами; возможна пробная сессия.',
    ],
    { from: true },
  ),
  service(
    'chemical-peel',
    45,
    5000,
    ['Glycolic peel', 'Glikolni piling', 'Гликолевый пилинг'],
    [
      'Evens tone and texture; best as a course of four.',
      'Ujednačava ten i teksturu; najbolje u seriji od četiri.',
      'Выравнивает тон и текстуру; лучше курсом из четырёх.',
    ],
  ),
  service(
    'chemical-peel',
    45,
    5500,
    ['Almond peel', 'Bademov piling', 'Миндальный пилинг'],
    [
      'A gentle peel suitable for sensitive skin.',
      'Nežan piling pogodan i za osetljivu kožu.',
      'Мягкий пилинг, подходит для чувствительной кожи.',
    ],
  ),
  service(
    'chemical-peel',
    60,
    8000,
    ['Medium-depth TCA peel', 'TCA piling srednje dubine', 'Срединный TCA-пилинг'],
    [
      'For pigmentation and fine lines, after a consultation.',
      'Za pigmentacije i sitne bore, nakon konsultacije.',
      'При пигментации и мелких морщинах, после консультации.',
    ],
  ),
];
