// Blog posts on hair, nails, lashes and skin.
import { md } from './markdown.js';
import type { BlogPostSeed } from './types.js';

export const beautyPosts: readonly BlogPostSeed[] = [
  {
    slug: 'how-to-choose-a-hair-salon',
    tags: ['hair', 'haircut', 'hair-colouring'],
    authorName: 'Jelena Ristić',
    authorRole: { en: 'Hair stylist', sr: 'Frizerka', ru: 'Парикмахер-стилист' },
    title: {
      en: 'How to choose a hair salon you will stay with',
      sr: 'Kako da izaberete frizerski salon kome ćete ostati verni',
      ru: 'Как выбрать парикмахерскую, в которую захочется возвращаться',
    },
    excerpt: {
      en: 'Photos on Instagram are only half the story. Here is what to check before you book a new salon, and what to ask in the first five minutes.',
      sr: 'Fotografije na Instagramu su samo pola priče. Evo šta da proverite pre nego što zakažete kod novog frizera i šta da pitate u prvih pet minuta.',
      ru: 'Фотографии в Instagram — лишь половина истории. Что проверить до записи в новый салон и о чём спросить в первые пять минут.',
    },
    body: {
      en: md`
        ## Look past the portfolio

        Great photos show what a stylist can do on a good day. Reviews show what happens on an ordinary Tuesday. Read the three- and four-star ones: they tell you whether appointments start on time and whether the salon listens.

        ## Book a consultation first

        A good salon is happy to spend fifteen minutes looking at your hair before any scissors come out. Ask:

        - what they would change and why;
        - how long the colour will realistically last;
        - what aftercare you will need at home.

        ## Check the price list

        Clear prices with durations are a sign of a well-run salon. "From" prices are normal for colour and extensions, but the stylist should give you a final figure before starting.

        ## Give it two visits

        The first cut is a conversation. By the second, a good stylist remembers your preferences and your cowlick.
      `,
      sr: md`
        ## Gledajte dalje od portfolija

        Lepe fotografije pokazuju šta frizer ume u dobrom danu. Recenzije pokazuju kako izgleda običan utorak. Pročitajte one sa tri i četiri zvezdice: iz njih ćete saznati da li termini počinju na vreme i da li vas u salonu slušaju.

        ## Prvo zakažite konsultaciju

        Dobar salon će rado odvojiti petnaest minuta da pogleda vašu kosu pre nego što uzme makaze. Pitajte:

        - šta bi promenili i zašto;
        - koliko će boja realno trajati;
        - kakva nega vam je potrebna kod kuće.

        ## Proverite cenovnik

        Jasne cene sa trajanjem usluga znak su dobro organizovanog salona. Cene „od“ su uobičajene za farbanje i nadogradnju, ali frizer treba da vam kaže konačan iznos pre početka.

        ## Dajte salonu dve posete

        Prvo šišanje je upoznavanje. Do druge posete dobar frizer zapamti šta volite i kako vam kosa pada.
      `,
      ru: md`
        ## Смотрите дальше портфолио

        Красивые фото показывают, на что мастер способен в удачный день. Отзывы показывают обычный вторник. Читайте оценки на три и четыре звезды: из них понятно, начинают ли вовремя и слушают ли клиента.

        ## Сначала консультация

        Хороший салон охотно потратит пятнадцать минут, чтобы посмотреть на ваши волосы до того, как взять ножницы. Спросите:

        - что бы мастер изменил и почему;
        - сколько на самом деле продержится цвет;
        - какой уход понадобится дома.

        ## Изучите прайс

        Понятные цены с указанием длительности — признак хорошо организованного салона. Цены «от» нормальны для окрашивания и наращивания, но итоговую сумму мастер должен назвать до начала работы.

        ## Дайте салону два визита

        Первая стрижка — знакомство. Ко второму визиту хороший мастер помнит ваши предпочтения и непослушный вихор.
      `,
    },
  },
  {
    slug: 'making-gel-polish-last',
    tags: ['nails', 'gel-polish', 'manicure'],
    authorName: 'Marija Kostić',
    authorRole: { en: 'Nail technician', sr: 'Manikirka', ru: 'Мастер маникюра' },
    title: {
      en: 'Making a gel manicure last three weeks',
      sr: 'Kako da gel lak traje tri nedelje',
      ru: 'Как сохранить гель-лак три недели',
    },
    excerpt: {
      en: 'Most gel manicures do not fail because of the polish. They fail in the first 48 hours and at the kitchen sink.',
      sr: 'Većina gel manikira ne popusti zbog laka, već u prvih 48 sati i kod sudopere.',
      ru: 'Покрытие чаще всего страдает не из-за лака, а в первые 48 часов и у кухонной раковины.',
    },
    body: {
      en: md`
        ## The first two days matter most

        Gel is cured in the lamp, but the nail underneath is still adjusting. For the first 48 hours avoid long hot baths, saunas and very hot water.

        ## Gloves are not optional

        Detergents and cleaning sprays dry out the edge of the polish and make it lift. Wear gloves for dishes and cleaning, and you will gain a week.

        ## Oil every evening

        A drop of cuticle oil keeps the nail flexible, so the gel does not crack at the free edge. It takes ten seconds in front of the TV.

        ## Never peel it off

        Peeling takes the top layers of your nail with it. Book a removal, or soak the nails properly: your next manicure will hold better on a healthy nail.
      `,
      sr: md`
        ## Prva dva dana su najvažnija

        Gel se stvrdne pod lampom, ali se nokat ispod njega još prilagođava. Prvih 48 sati izbegavajte duge tople kupke, saunu i veoma vruću vodu.

        ## Rukavice su obavezne

        Deterdženti i sredstva za čišćenje isušuju ivicu laka i on počinje da se odvaja. Nosite rukavice dok perete sudove i čistite i dobićete nedelju dana više.

        ## Ulje svako veče

        Kap ulja za zanoktice održava nokat elastičnim, pa gel ne puca na vrhu. To traje deset sekundi ispred televizora.

        ## Nikada ga ne skidajte sami

        Kad ljuštite gel, skidate i gornje slojeve nokta. Zakažite skidanje ili natopite nokte kako treba: sledeći manikir bolje se drži na zdravom noktu.
      `,
      ru: md`
        ## Первые два дня — самые важные

        Гель застывает в лампе, но ноготь под ним ещё адаптируется. Первые 48 часов избегайте долгих горячих ванн, сауны и очень горячей воды.

        ## Перчатки обязательны

        Моющие средства сушат край покрытия, и оно начинает отслаиваться. Мойте посуду и убирайтесь в перчатках — и выиграете неделю.

        ## Масло каждый вечер

        Капля масла для кутикулы сохраняет ноготь эластичным, и гель не трескается на кончике. Это десять секунд перед телевизором.

        ## Никогда не снимайте сами

        Отдирая гель, вы снимаете и верхние слои ногтя. Запишитесь на снятие или правильно размочите покрытие: на здоровом ногте следующий маникюр продержится дольше.
      `,
    },
  },
  {
    slug: 'lash-extensions-or-lash-lift',
    tags: ['face', 'eyelash-extensions', 'lash-lift'],
    authorName: 'Ana Đorđević',
    authorRole: {
      en: 'Brow and lash artist',
      sr: 'Stilistkinja obrva i trepavica',
      ru: 'Бровист-лэшмейкер',
    },
    title: {
      en: 'Lash extensions or a lash lift: which one is for you?',
      sr: 'Nadogradnja ili lifting trepavica: šta je za vas?',
      ru: 'Наращивание или ламинирование ресниц: что выбрать?',
    },
    excerpt: {
      en: 'Both give you lashes you notice in the mirror. They differ in time, upkeep and how natural the result looks.',
      sr: 'Oba tretmana daju trepavice koje primetite u ogledalu. Razlikuju se po vremenu, održavanju i tome koliko prirodno izgledaju.',
      ru: 'Оба варианта дают заметные ресницы. Разница — во времени, уходе и естественности результата.',
    },
    body: {
      en: md`
        ## Lash lift: your own lashes, curled

        A lift curls and tints your natural lashes in about an hour. The result lasts six to eight weeks and needs no maintenance. It works best if your lashes are already of decent length.

        ## Extensions: length and volume you do not have

        Extensions add a synthetic lash to each natural one (classic) or a small fan (volume). The first set takes two hours or more, and you will need a refill every two to three weeks.

        ## How to decide

        - **Low maintenance, natural look:** lash lift.
        - **Special occasion or short lashes:** classic extensions.
        - **Dramatic look:** volume extensions.

        Whatever you choose, ask for a patch test if you have sensitive eyes.
      `,
      sr: md`
        ## Lifting: vaše trepavice, uvijene

        Lifting uvija i farba vaše prirodne trepavice za otprilike sat vremena. Efekat traje šest do osam nedelja i ne zahteva održavanje. Najbolje izgleda ako su vam trepavice već pristojne dužine.

        ## Nadogradnja: dužina i volumen koje nemate

        Kod nadogradnje se na svaku prirodnu trepavicu lepi jedna veštačka (klasična) ili mala lepeza (volumen). Prva postavka traje dva sata i više, a korekcija je potrebna na dve do tri nedelje.

        ## Kako da odlučite

        - **Malo održavanja, prirodan izgled:** lifting.
        - **Posebna prilika ili kratke trepavice:** klasična nadogradnja.
        - **Upečatljiv izgled:** volumenska nadogradnja.

        Šta god da izaberete, ako imate osetljive oči, tražite test pre tretmana.
      `,
      ru: md`
        ## Ламинирование: ваши ресницы, только лучше

        Ламинирование подкручивает и окрашивает натуральные ресницы примерно за час. Эффект держится шесть–восемь недель и не требует коррекций. Лучше всего подходит, если ресницы уже достаточной длины.

        ## Наращивание: длина и объём, которых нет

        При классическом наращивании к каждой реснице крепится одна искусственная, при объёмном — пучок. Первая процедура занимает от двух часов, коррекция нужна каждые две-три недели.

        ## Как решить

        - **Минимум ухода и естественность:** ламинирование.
        - **Особый случай или короткие ресницы:** классическое наращивание.
        - **Выразительный взгляд:** объёмное наращивание.

        Что бы вы ни выбрали, при чувствительных глазах попросите сделать тест.
      `,
    },
  },
  {
    slug: 'winter-skin-care',
    tags: ['face', 'facial', 'chemical-peel'],
    authorName: 'Tamara Lukić',
    authorRole: { en: 'Cosmetologist', sr: 'Kozmetičarka', ru: 'Косметолог' },
    title: {
      en: 'Winter skin care: what to change when the heating goes on',
      sr: 'Nega kože zimi: šta da promenite kad krene grejanje',
      ru: 'Зимний уход за кожей: что поменять, когда включили отопление',
    },
    excerpt: {
      en: 'Cold air outside and dry air inside are hard on the skin. Small changes to your routine make a visible difference.',
      sr: 'Hladan vazduh napolju i suv vazduh unutra teško padaju koži. Male promene u rutini donose vidljivu razliku.',
      ru: 'Холод на улице и сухой воздух в квартире — испытание для кожи. Небольшие изменения в уходе дают заметный результат.',
    },
    body: {
      en: md`
        ## Switch to a gentler cleanser

        Foaming cleansers that felt fine in summer can leave skin tight in winter. A cream or milk cleanser keeps the skin barrier intact.

        ## Add, do not replace

        Keep your serum and add a richer cream at night. On the coldest days, a thin layer of balm on cheeks and lips protects against wind.

        ## Winter is peel season

        Less sun means less risk of pigmentation, which makes autumn and winter the best time for a course of chemical peels. Your cosmetologist will plan the strength and the number of sessions.

        ## Do not forget sunscreen

        Snow reflects up to 80% of UV light. If you ski or simply walk on sunny days, SPF still belongs in your routine.
      `,
      sr: md`
        ## Pređite na nežnije čišćenje

        Pene koje su leti prijale zimi mogu da ostave kožu zategnutom. Krema ili mleko za čišćenje čuvaju zaštitnu barijeru kože.

        ## Dodajte, ne menjajte

        Zadržite svoj serum, a uveče dodajte bogatiju kremu. Najhladnijih dana tanak sloj balzama na obrazima i usnama štiti od vetra.

        ## Zima je sezona pilinga

        Manje sunca znači manji rizik od pigmentacija, pa su jesen i zima najbolje vreme za seriju hemijskih pilinga. Kozmetičar će odrediti jačinu i broj tretmana.

        ## Ne zaboravite zaštitni faktor

        Sneg odbija i do 80% UV zračenja. Ako skijate ili samo šetate po sunčanom danu, SPF i dalje pripada vašoj rutini.
      `,
      ru: md`
        ## Выберите мягкое очищение

        Пенки, которые хорошо работали летом, зимой могут оставлять чувство стянутости. Крем или молочко для умывания бережнее к защитному барьеру кожи.

        ## Добавляйте, а не заменяйте

        Оставьте свою сыворотку и добавьте на ночь более плотный крем. В самые морозные дни тонкий слой бальзама на щеках и губах защитит от ветра.

        ## Зима — сезон пилингов

        Меньше солнца — меньше риск пигментации, поэтому осень и зима лучшее время для курса химических пилингов. Косметолог подберёт концентрацию и количество процедур.

        ## Не забывайте про SPF

        Снег отражает до 80% ультрафиолета. Если вы катаетесь на лыжах или просто гуляете в солнечный день, солнцезащитный крем по-прежнему нужен.
      `,
    },
  },
];
