// Blog posts on beards, teeth, tattoos and booking online.
import { md } from './markdown.js';
import type { BlogPostSeed } from './types.js';

export const everydayPosts: readonly BlogPostSeed[] = [
  {
    slug: 'beard-care-between-visits',
    tags: ['hair', 'beard-trim', 'classic-shave'],
    authorName: 'Vuk Marković',
    authorRole: { en: 'Barber', sr: 'Berberin', ru: 'Барбер' },
    title: {
      en: 'Beard care between barber visits',
      sr: 'Nega brade između dve posete berberinu',
      ru: 'Уход за бородой между визитами к барберу',
    },
    excerpt: {
      en: 'A good beard is ten minutes with your barber every few weeks and two minutes at home every day.',
      sr: 'Dobra brada je deset minuta kod berberina na nekoliko nedelja i dva minuta kod kuće svakog dana.',
      ru: 'Хорошая борода — это десять минут у барбера раз в несколько недель и две минуты дома каждый день.',
    },
    body: {
      en: md`
        ## Wash it, but not with shampoo

        Hair shampoo strips the oils a beard needs. Use a beard wash two or three times a week and plain water on the other days.

        ## Oil or balm?

        Oil softens the hair and the skin under it; balm adds a little hold for longer beards. Warm a few drops in your palms and work them in from the roots.

        ## Brush every morning

        A boar-bristle brush spreads the oil and trains the hair to grow in one direction. It also shows where the shape is starting to go.

        ## Leave the shape to your barber

        Trimming the neckline yourself is fine. Leave the cheek line and the overall shape to your barber: that is where a few millimetres too many are hard to undo.
      `,
      sr: md`
        ## Perite je, ali ne šamponom

        Šampon za kosu skida ulja koja su bradi potrebna. Koristite sredstvo za pranje brade dva-tri puta nedeljno, a ostalim danima samo vodu.

        ## Ulje ili balzam?

        Ulje omekšava dlaku i kožu ispod nje, a balzam duže brade drži u formi. Zagrejte nekoliko kapi u dlanovima i utrljajte od korena.

        ## Češljajte je svakog jutra

        Četka od prirodnih vlakana raspoređuje ulje i uči dlaku da raste u jednom pravcu. Odmah se vidi i gde oblik počinje da se gubi.

        ## Oblik prepustite berberinu

        Liniju na vratu možete da održavate sami. Liniju obraza i ukupni oblik prepustite berberinu: tu je nekoliko milimetara viška teško ispraviti.
      `,
      ru: md`
        ## Мойте, но не шампунем

        Шампунь для волос смывает масла, которые нужны бороде. Используйте средство для бороды два-три раза в неделю, а в остальные дни — просто воду.

        ## Масло или бальзам?

        Масло смягчает волосы и кожу под ними, бальзам помогает держать форму длинной бороды. Разогрейте несколько капель в ладонях и вотрите от корней.

        ## Расчёсывайте каждое утро

        Щётка из натуральной щетины распределяет масло и приучает волосы расти в одном направлении. Заодно видно, где форма начинает теряться.

        ## Форму оставьте барберу

        Линию на шее можно поддерживать самому. Линию щёк и общую форму доверьте барберу: лишние миллиметры здесь сложно исправить.
      `,
    },
  },
  {
    slug: 'how-often-to-see-the-dentist',
    tags: ['health', 'dental-check-up', 'teeth-whitening'],
    authorName: 'Dr Marko Nikolić',
    authorRole: { en: 'Dentist', sr: 'Doktor stomatologije', ru: 'Врач-стоматолог' },
    title: {
      en: 'How often should you see the dentist?',
      sr: 'Koliko često treba ići kod stomatologa?',
      ru: 'Как часто нужно ходить к стоматологу?',
    },
    excerpt: {
      en: 'Twice a year is the rule of thumb, but your own interval depends on your gums, your habits and your history.',
      sr: 'Dva puta godišnje je opšte pravilo, ali vaš interval zavisi od desni, navika i onoga što ste već lečili.',
      ru: 'Дважды в год — общее правило, но ваш интервал зависит от дёсен, привычек и истории лечения.',
    },
    body: {
      en: md`
        ## The six-month rule

        For most adults a check-up and professional cleaning every six months catches problems while they are small, cheap and painless to fix.

        ## When to go more often

        - your gums bleed when you brush;
        - you have braces, implants or many fillings;
        - you smoke or have diabetes;
        - you are pregnant.

        Your dentist may suggest a visit every three or four months.

        ## What a check-up includes

        An examination of teeth and gums, a check of old fillings, and an X-ray when needed. Ask for the plan and the prices in writing before any treatment.

        ## Whitening comes last

        Whitening works on healthy, clean teeth. Have a check-up and a cleaning first; the result will be better and last longer.
      `,
      sr: md`
        ## Pravilo šest meseci

        Za većinu odraslih pregled i profesionalno čišćenje na šest meseci otkrivaju probleme dok su mali, jeftini i bezbolni za lečenje.

        ## Kada ići češće

        - desni vam krvare pri pranju zuba;
        - nosite fiksni aparatić, imate implante ili mnogo plombi;
        - pušite ili imate dijabetes;
        - u drugom ste stanju.

        Stomatolog vam može preporučiti preglede na tri ili četiri meseca.

        ## Šta obuhvata pregled

        Pregled zuba i desni, proveru starih plombi i snimak kada je potreban. Pre bilo kakvog lečenja tražite plan i cene u pisanom obliku.

        ## Izbeljivanje dolazi na kraju

        Izbeljivanje deluje na zdrave, čiste zube. Prvo obavite pregled i čišćenje; rezultat će biti bolji i trajaće duže.
      `,
      ru: md`
        ## Правило шести месяцев

        Большинству взрослых осмотр и профессиональная гигиена раз в полгода позволяют найти проблемы, пока они маленькие, недорогие и лечатся безболезненно.

        ## Когда ходить чаще

        - дёсны кровоточат при чистке;
        - у вас брекеты, импланты или много пломб;
        - вы курите или у вас диабет;
        - вы беременны.

        Стоматолог может порекомендовать визиты раз в три-четыре месяца.

        ## Что входит в осмотр

        Осмотр зубов и дёсен, проверка старых пломб и снимок при необходимости. До начала лечения попросите план и цены в письменном виде.

        ## Отбеливание — в конце

        Отбеливание работает на здоровых, чистых зубах. Сначала осмотр и гигиена: результат будет лучше и продержится дольше.
      `,
    },
  },
  {
    slug: 'tattoo-aftercare',
    tags: ['tattoo-and-piercing', 'tattoo'],
    authorName: 'Luka Stanković',
    authorRole: { en: 'Tattoo artist', sr: 'Tatu umetnik', ru: 'Тату-мастер' },
    title: {
      en: 'Tattoo aftercare: the first two weeks',
      sr: 'Nega tetovaže: prve dve nedelje',
      ru: 'Уход за татуировкой: первые две недели',
    },
    excerpt: {
      en: 'How your tattoo looks in ten years depends a lot on what you do in the next fourteen days.',
      sr: 'Kako će vaša tetovaža izgledati za deset godina mnogo zavisi od onoga što radite narednih četrnaest dana.',
      ru: 'То, как татуировка будет выглядеть через десять лет, во многом зависит от следующих четырнадцати дней.',
    },
    body: {
      en: md`
        ## Day one

        Keep the wrap on for as long as your artist tells you, usually two to four hours. Then wash gently with lukewarm water and unscented soap, and pat dry with a clean paper towel.

        ## Days two to fourteen

        - apply a thin layer of the recommended cream two or three times a day;
        - do not scratch or pick at flakes;
        - no swimming pools, sea, sauna or sunbathing.

        ## Sleep and clothes

        Clean sheets and loose clothes over the tattoo for the first nights. Tight waistbands and straps rub the healing skin.

        ## After healing

        Sun fades ink. Use a high SPF on the tattoo for the rest of its life, and it will stay sharp.
      `,
      sr: md`
        ## Prvi dan

        Zaštitnu foliju držite onoliko koliko vam je tatu umetnik rekao, obično dva do četiri sata. Zatim nežno operite mlakom vodom i sapunom bez mirisa i osušite čistim papirnim ubrusom.

        ## Od drugog do četrnaestog dana

        - nanosite tanak sloj preporučene kreme dva-tri puta dnevno;
        - ne češite i ne skidajte krastice;
        - bez bazena, mora, saune i sunčanja.

        ## San i odeća

        Prvih noći čista posteljina i široka odeća preko tetovaže. Uski pojasevi i kaiševi trljaju kožu koja zarasta.

        ## Posle zarastanja

        Sunce bledi boju. Koristite visok zaštitni faktor na tetovaži do kraja njenog života i ostaće oštra.
      `,
      ru: md`
        ## Первый день

        Не снимайте плёнку столько, сколько сказал мастер, обычно два-четыре часа. Затем аккуратно промойте тёплой водой с мылом без отдушек и промокните чистым бумажным полотенцем.

        ## Со второго по четырнадцатый день

        - наносите тонкий слой рекомендованного крема два-три раза в день;
        - не чешите и не сдирайте корочки;
        - никаких бассейнов, моря, сауны и загара.

        ## Сон и одежда

        Первые ночи — чистое постельное бельё и свободная одежда поверх татуировки. Тугие пояса и лямки натирают заживающую кожу.

        ## После заживления

        Солнце выжигает пигмент. Пользуйтесь высоким SPF на татуировке всю жизнь, и рисунок останется чётким.
      `,
    },
  },
  {
    slug: 'online-booking-gives-you-your-evenings-back',
    tags: [],
    authorName: 'Termin',
    authorRole: { en: 'Product team', sr: 'Produktni tim', ru: 'Команда продукта' },
    title: {
      en: 'Five ways online booking gives you your evenings back',
      sr: 'Pet načina na koje vam onlajn zakazivanje vraća večeri',
      ru: 'Пять причин, почему онлайн-запись возвращает вам вечера',
    },
    excerpt: {
      en: 'No more calling during working hours or waiting on hold. Here is how to get the most out of booking online.',
      sr: 'Nema više poziva tokom radnog vremena ni čekanja na vezi. Evo kako da izvučete najviše iz onlajn zakazivanja.',
      ru: 'Больше никаких звонков в рабочее время и ожидания на линии. Как получить максимум от онлайн-записи.',
    },
    body: {
      en: md`
        1. **Book at midnight.** Venues on Termin show their real free times, so you can book whenever you think of it, not when reception picks up.
        2. **Pick your specialist.** Reviews and profiles show who does what best. Choose the specialist first and see only their free times.
        3. **Combine services.** Book a haircut and a manicure in one booking; the appointments follow each other.
        4. **Get reminders.** Turn on reminders in your notification settings and never miss an appointment again.
        5. **Change plans in two taps.** Cancel online until the venue's cancellation deadline, which every booking shows.
      `,
      sr: md`
        1. **Zakažite u ponoć.** Saloni na Terminu prikazuju stvarne slobodne termine, pa zakazujete kad se setite, a ne kad se javi recepcija.
        2. **Izaberite stručnjaka.** Recenzije i profili pokazuju ko je u čemu najbolji. Prvo izaberite stručnjaka i gledajte samo njegove slobodne termine.
        3. **Spojite usluge.** Zakažite šišanje i manikir u jednoj rezervaciji; termini idu jedan za drugim.
        4. **Uključite podsetnike.** Uključite podsetnike u podešavanjima obaveštenja i nikada više ne propustite termin.
        5. **Promenite planove u dva dodira.** Otkažite onlajn do roka za otkazivanje, koji piše uz svaku rezervaciju.
      `,
      ru: md`
        1. **Записывайтесь в полночь.** Заведения на Termin показывают реальное свободное время, поэтому записаться можно, когда вспомнили, а не когда ответит администратор.
        2. **Выбирайте мастера.** Отзывы и профили показывают, кто в чём силён. Выберите мастера и смотрите только его свободные окна.
        3. **Объединяйте услуги.** Запишитесь на стрижку и маникюр за один раз — время пойдёт подряд.
        4. **Включите напоминания.** Включите напоминания в настройках уведомлений и больше не пропускайте визиты.
        5. **Меняйте планы в два касания.** Отменяйте запись онлайн до срока отмены, который указан в каждой записи.
      `,
    },
  },
];
