// Health services: dental practices, physiotherapy, nutrition.
import { service } from './serviceTemplate.js';

export const healthServices = [
  service(
    'dental-check-up',
    30,
    2500,
    ['Dental check-up', 'Stomatološki pregled', 'Осмотр и консультация'],
    [
      'Examination, treatment plan and price estimate.',
      'Pregled, plan lečenja i procena cene.',
      'Осмотр, план лечения и расчёт стоимости.',
    ],
  ),
  service(
    'dental-check-up',
    45,
    4500,
    ['Scale and polish', 'Uklanjanje kamenca i poliranje', 'Профессиональная гигиена'],
    [
      'Ultrasonic scaling, air-flow and polishing.',
      'Ultrazvučno uklanjanje kamenca, air-flow i poliranje.',
      'Ультразвук, Air-Flow и полировка.',
    ],
  ),
  service(
    'dental-check-up',
    30,
    1800,
    ["Children's check-up", 'Pregled za decu', 'Детский осмотр'],
    [
      'A friendly first visit for children from three years.',
      'Prijatna prva poseta za decu od tri godine.',
      'Дружелюбный первый визит для детей от трёх лет.',
    ],
  ),
  service(
    'dental-check-up',
    15,
    2000,
    ['Panoramic X-ray', 'Panoramski snimak zuba', 'Панорамный снимок'],
    [
      'Digital OPG image with a printed copy.',
      'Digitalni ortopan snimak sa kopijom.',
      'Цифровой ОПТГ-снимок с распечаткой.',
    ],
  ),
  service(
    'teeth-whitening',
    90,
    25000,
    ['In-office whitening', 'Izbeljivanje zuba u ordinaciji', 'Отбеливание в клинике'],
    [
      'Several shades whiter in one visit.',
      'Nekoliko nijansi belji zubi u jednoj poseti.',
      'На несколько тонов светлее за один визит.',
    ],
  ),
  service(
    'teeth-whitening',
    30,
    15000,
    ['Home whitening kit', 'Set za izbeljivanje kod kuće', 'Набор для домашнего отбеливания'],
    [
      'Custom trays and gel for two weeks at home.',
      'Folije po meri i gel za dve nedelje kod kuće.',
      'Индивидуальные капы и гель на две недели.',
    ],
    { from: true },
  ),
  service(
    'teeth-whitening',
    45,
    9000,
    ['Whitening touch-up', 'Obnavljanje izbeljivanja', 'Поддерживающее отбеливание'],
    [
      'A shorter session to keep the result.',
      'Kraći tretman za održavanje rezultata.',
      'Короткий сеанс для поддержания результата.',
    ],
  ),
  service(
    'physiotherapy',
    60,
    3500,
    ['Initial assessment', 'Prvi pregled i procena', 'Первичная диагностика'],
    [
      'History, movement tests and a treatment plan.',
      'Anamneza, testovi pokreta i plan terapije.',
      'Сбор анамнеза, тесты движений и план лечения.',
    ],
  ),
  service(
    'physiotherapy',
    45,
    3000,
    ['Physiotherapy session', 'Fizioterapeutski tretman', 'Сеанс физиотерапии'],
    [
      'Manual therapy and guided exercises.',
      'Manuelna terapija i vođene vežbe.',
      'Мануальные техники и упражнения с терапевтом.',
    ],
  ),
  service(
    'physiotherapy',
    20,
    1200,
    ['Kinesio taping', 'Kinezio trake', 'Кинезиотейпирование'],
    [
      'Supportive taping for joints and muscles.',
      'Potporne trake za zglobove i mišiće.',
      'Поддерживающие тейпы для суставов и мышц.',
    ],
  ),
  service(
    'physiotherapy',
    30,
    3500,
    ['Shockwave therapy', 'Terapija udarnim talasom', 'Ударно-волновая терапия'],
    [
      'For heel spurs, tennis elbow and tendon pain.',
      'Za petni trn, teniski lakat i bol u tetivama.',
      'При пяточной шпоре, «локте теннисиста» и боли в сухожилиях.',
    ],
  ),
  service(
    'chiropractic',
    45,
    4500,
    ['Chiropractic consultation', 'Kiropraktički pregled', 'Консультация мануального терапевта'],
    [
      'Examination and a first adjustment.',
      'Pregled i prva korekcija.',
      'Осмотр и первая коррекция.',
    ],
  ),
  service(
    'chiropractic',
    30,
    4000,
    ['Chiropractic adjustment', 'Kiropraktička korekcija', 'Мануальная коррекция'],
    [
      'Follow-up adjustment of spine and joints.',
      'Kontrolna korekcija kičme i zglobova.',
      'Повторная коррекция позвоночника и суставов.',
    ],
  ),
  service(
    'nutritionist',
    60,
    3500,
    ['Nutrition consultation', 'Nutricionističko savetovanje', 'Консультация нутрициолога'],
    [
      'Body composition analysis and a meal plan.',
      'Analiza sastava tela i plan ishrane.',
      'Анализ состава тела и план питания.',
    ],
  ),
  service(
    'nutritionist',
    30,
    2500,
    ['Nutrition follow-up', 'Kontrolno savetovanje', 'Повторная консультация нутрициолога'],
    [
      'Progress check and plan adjustments.',
      'Provera napretka i korekcija plana.',
      'Контроль результатов и корректировка плана.',
    ],
  ),
];
