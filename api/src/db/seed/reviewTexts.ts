// What customers write in reviews and what venues answer, by language and rating. Written to fit
// any kind of venue. Serbian and Russian past tenses agree with the writer: such texts are a pair
// [woman's wording, man's wording].
import type { Language } from '../../i18n/language.js';

export type ReviewText = string | readonly [female: string, male: string];
type ByRating = Readonly<Record<1 | 2 | 3 | 4 | 5, readonly ReviewText[]>>;

export const inWritersWords = (text: ReviewText, female: boolean): string =>
  typeof text === 'string' ? text : text[female ? 0 : 1];

export const reviewTexts: Readonly<Record<Language, ByRating>> = {
  en: {
    5: [
      'Absolutely loved it. Booked online in a minute and they started right on time.',
      'Friendly team, spotless place and a great result. Coming back for sure.',
      'Best experience I have had in this city so far: professional and relaxed.',
      'Exactly what I asked for. The attention to detail is on another level.',
      'Great atmosphere, good coffee and a real expert. Highly recommend.',
      'Everything was explained before we started, and the result lasted. Five stars.',
      'I have been coming here for a year and it is consistently excellent.',
      'Quick, precise and very pleasant. Worth every penny.',
    ],
    4: [
      'Very good overall, I just had to wait about ten minutes past my time.',
      'Good result and nice staff. Parking nearby is a bit hard to find.',
      'Solid work and fair prices. I would love more evening slots.',
      'Happy with the result; the room could use a bit more fresh air.',
      'Professional and polite. A small mix-up with the booking was sorted out quickly.',
      'Nice experience. Next time I will try another specialist to compare.',
    ],
    3: [
      'It was fine, nothing special. I expected a bit more for the price.',
      'Decent, but they were running twenty minutes late.',
      'Average. The specialist was nice but seemed in a hurry.',
      'Okay experience; the room was rather cold.',
    ],
    2: [
      'Not what I asked for, and nobody checked with me during the appointment.',
      'Waited thirty minutes without an apology. The work itself was mediocre.',
      'Too rushed; I left feeling it was done halfway.',
    ],
    1: [
      'My booking was not in their system and I was turned away.',
      'Very disappointing: careless work and a rude attitude at reception.',
      'Would not come back. I was charged more than the price shown online.',
    ],
  },
  sr: {
    5: [
      [
        'Oduševljena sam. Zakazala sam onlajn za minut i počeli su tačno na vreme.',
        'Oduševljen sam. Zakazao sam onlajn za minut i počeli su tačno na vreme.',
      ],
      'Ljubazan tim, besprekorno čisto i odličan rezultat. Sigurno se vraćam.',
      [
        'Najbolje iskustvo koje sam imala u gradu: profesionalno i opušteno.',
        'Najbolje iskustvo koje sam imao u gradu: profesionalno i opušteno.',
      ],
      [
        'Tačno ono što sam tražila. Pažnja prema detaljima je na drugom nivou.',
        'Tačno ono što sam tražio. Pažnja prema detaljima je na drugom nivou.',
      ],
      'Sjajna atmosfera, dobra kafa i pravi stručnjak. Toplo preporučujem.',
      'Sve mi je objašnjeno pre početka, a rezultat je trajao. Pet zvezdica.',
      'Dolazim već godinu dana i uvek je odlično.',
      'Brzo, precizno i veoma prijatno. Vredi svake pare.',
    ],
    4: [
      [
        'Sve u svemu vrlo dobro, samo sam čekala desetak minuta posle zakazanog termina.',
        'Sve u svemu vrlo dobro, samo sam čekao desetak minuta posle zakazanog termina.',
      ],
      'Dobar rezultat i prijatno osoblje. Parking u blizini se teško nalazi.',
      [
        'Solidan rad i korektne cene. Volela bih da ima više večernjih termina.',
        'Solidan rad i korektne cene. Voleo bih da ima više večernjih termina.',
      ],
      [
        'Zadovoljna sam rezultatom, ali prostoriji bi prijalo malo više svežeg vazduha.',
        'Zadovoljan sam rezultatom, ali prostoriji bi prijalo malo više svežeg vazduha.',
      ],
      'Profesionalno i ljubazno. Mala zabuna oko termina brzo je rešena.',
      'Lepo iskustvo. Sledeći put ću probati kod drugog majstora, da uporedim.',
    ],
    3: [
      [
        'Bilo je u redu, ništa posebno. Za tu cenu očekivala sam malo više.',
        'Bilo je u redu, ništa posebno. Za tu cenu očekivao sam malo više.',
      ],
      'Korektno, ali su kasnili dvadesetak minuta.',
      'Prosečno. Ljubazno, ali se osećalo da se žuri.',
      'Okej iskustvo, samo je u prostoriji bilo prilično hladno.',
    ],
    2: [
      [
        'Nije ono što sam tražila, a niko me tokom tretmana nije pitao kako mi je.',
        'Nije ono što sam tražio, a niko me tokom tretmana nije pitao kako mi je.',
      ],
      [
        'Čekala sam pola sata bez izvinjenja. Sam rad je osrednji.',
        'Čekao sam pola sata bez izvinjenja. Sam rad je osrednji.',
      ],
      [
        'Previše na brzinu; otišla sam sa osećajem da je urađeno napola.',
        'Previše na brzinu; otišao sam sa osećajem da je urađeno napola.',
      ],
    ],
    1: [
      'Moj termin nije bio u njihovom sistemu i vratili su me.',
      'Veliko razočaranje: nemaran rad i neljubazna recepcija.',
      [
        'Ne bih se vratila. Naplatili su mi više od cene navedene na sajtu.',
        'Ne bih se vratio. Naplatili su mi više od cene navedene na sajtu.',
      ],
    ],
  },
  ru: {
    5: [
      [
        'Всё очень понравилось. Записалась онлайн за минуту, начали точно вовремя.',
        'Всё очень понравилось. Записался онлайн за минуту, начали точно вовремя.',
      ],
      'Приветливая команда, идеальная чистота и отличный результат. Обязательно вернусь.',
      'Лучший опыт в этом городе: профессионально и без суеты.',
      [
        'Сделали ровно то, что я просила. Внимание к деталям на высшем уровне.',
        'Сделали ровно то, что я просил. Внимание к деталям на высшем уровне.',
      ],
      'Прекрасная атмосфера, вкусный кофе и настоящий профессионал. Рекомендую.',
      'Всё объяснили до начала процедуры, результат держится. Пять звёзд.',
      'Хожу сюда уже год, и каждый раз отлично.',
      'Быстро, точно и очень приятно. Стоит своих денег.',
    ],
    4: [
      'В целом очень хорошо, только пришлось подождать минут десять.',
      'Хороший результат и приятный персонал. Рядом сложно найти парковку.',
      'Добротная работа и честные цены. Хотелось бы больше вечерних окон.',
      [
        'Результатом довольна, но в кабинете душновато.',
        'Результатом доволен, но в кабинете душновато.',
      ],
      'Профессионально и вежливо. Небольшую путаницу с записью быстро решили.',
      'Хорошее впечатление. В следующий раз попробую другого мастера, чтобы сравнить.',
    ],
    3: [
      [
        'Нормально, но ничего особенного. За эти деньги ожидала большего.',
        'Нормально, но ничего особенного. За эти деньги ожидал большего.',
      ],
      'Неплохо, но задержали начало минут на двадцать.',
      'Средне. Мастер приятный, но явно торопился.',
      'В целом ничего, только в кабинете было прохладно.',
    ],
    2: [
      [
        'Сделали не то, что я просила, и во время процедуры никто не уточнил.',
        'Сделали не то, что я просил, и во время процедуры никто не уточнил.',
      ],
      [
        'Ждала полчаса без извинений. Сама работа посредственная.',
        'Ждал полчаса без извинений. Сама работа посредственная.',
      ],
      [
        'Слишком наспех, ушла с ощущением, что сделали наполовину.',
        'Слишком наспех, ушёл с ощущением, что сделали наполовину.',
      ],
    ],
    1: [
      'Моей записи не оказалось в системе, и меня развернули.',
      [
        'Очень разочарована: небрежная работа и грубость на ресепшене.',
        'Очень разочарован: небрежная работа и грубость на ресепшене.',
      ],
      'Больше не приду. Взяли больше, чем указано на сайте.',
    ],
  },
};

export const replyTexts: Readonly<
  Record<Language, { thanks: readonly string[]; sorry: readonly string[] }>
> = {
  en: {
    thanks: [
      'Thank you for your kind words, see you next time!',
      'We are so glad you enjoyed it. Thanks for choosing us!',
      'Thank you! We have passed your compliments on to the team.',
    ],
    sorry: [
      'We are sorry to hear this. Please call us so we can make it right.',
      'Thank you for the honest feedback. We have discussed it with the team and are working on it.',
      'We apologise for the wait and are adjusting our schedule so it does not happen again.',
    ],
  },
  sr: {
    thanks: [
      'Hvala vam na lepim rečima, vidimo se sledeći put!',
      'Drago nam je da ste zadovoljni. Hvala što ste izabrali nas!',
      'Hvala! Preneli smo vaše pohvale celom timu.',
    ],
    sorry: [
      'Žao nam je što je tako ispalo. Pozovite nas da to ispravimo.',
      'Hvala na iskrenom utisku. Razgovarali smo sa timom i radimo na tome.',
      'Izvinjavamo se zbog čekanja; menjamo raspored da se to ne ponovi.',
    ],
  },
  ru: {
    thanks: [
      'Спасибо за тёплые слова, ждём вас снова!',
      'Очень рады, что вам понравилось. Спасибо, что выбрали нас!',
      'Спасибо! Передали ваши комплименты всей команде.',
    ],
    sorry: [
      'Нам очень жаль. Пожалуйста, позвоните нам, и мы всё исправим.',
      'Спасибо за честный отзыв. Мы обсудили его с командой и уже работаем над этим.',
      'Приносим извинения за ожидание; мы меняем расписание, чтобы это не повторилось.',
    ],
  },
};
