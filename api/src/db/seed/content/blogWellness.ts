// Blog posts on massage, spa, yoga and pilates.
import { md } from './markdown.js';
import type { BlogPostSeed } from './types.js';

export const wellnessPosts: readonly BlogPostSeed[] = [
  {
    slug: 'first-massage-what-to-expect',
    tags: ['body', 'massage'],
    authorName: 'Nikola Savić',
    authorRole: { en: 'Massage therapist', sr: 'Maser', ru: 'Массажист' },
    title: {
      en: 'Your first massage: what to expect',
      sr: 'Vaša prva masaža: šta da očekujete',
      ru: 'Первый массаж: чего ожидать',
    },
    excerpt: {
      en: 'Not sure what to wear, what to say or whether to talk at all? A massage therapist answers the questions first-timers ask.',
      sr: 'Niste sigurni šta da obučete, šta da kažete i da li uopšte treba pričati? Maser odgovara na pitanja koja postavljaju oni koji dolaze prvi put.',
      ru: 'Не знаете, что надеть, что сказать и можно ли разговаривать? Массажист отвечает на вопросы тех, кто идёт впервые.',
    },
    body: {
      en: md`
        ## Before you arrive

        Book a time when you do not have to rush straight back to work. Eat lightly and arrive five minutes early to fill in a short health form.

        ## What happens in the room

        The therapist will ask about pain, injuries and the pressure you like, then leave the room while you undress to your comfort level and lie under the towel. Only the area being worked on is uncovered.

        ## Speak up

        Too much pressure, too little, cold hands, music too loud: say so. A good therapist adjusts and is glad you told them.

        ## Afterwards

        Drink water, stand up slowly and, if you can, skip the gym that day. Mild soreness after a deep massage is normal and passes within a day or two.
      `,
      sr: md`
        ## Pre dolaska

        Zakažite termin posle kog ne morate da žurite nazad na posao. Jedite nešto lagano i dođite pet minuta ranije da popunite kratak upitnik o zdravlju.

        ## Šta se dešava u sobi

        Terapeut će vas pitati za bolove, povrede i pritisak koji volite, a zatim izaći dok se ne svučete koliko vam je prijatno i ne legnete ispod peškira. Otkriven je samo deo tela na kome se radi.

        ## Recite šta vam smeta

        Prejak pritisak, preslab, hladne ruke, preglasna muzika: recite. Dobar terapeut će se prilagoditi i biće mu drago što ste rekli.

        ## Posle masaže

        Pijte vodu, ustanite polako i, ako možete, preskočite teretanu tog dana. Blaga upala mišića posle dubinske masaže je normalna i prolazi za dan-dva.
      `,
      ru: md`
        ## До визита

        Выберите время, после которого не придётся бежать на работу. Поешьте что-нибудь лёгкое и приходите на пять минут раньше, чтобы заполнить короткую анкету о здоровье.

        ## Что происходит в кабинете

        Массажист спросит о болях, травмах и предпочитаемом давлении, затем выйдет, пока вы раздеваетесь настолько, насколько вам комфортно, и ложитесь под полотенце. Открыта только та зона, с которой работают.

        ## Говорите

        Слишком сильно, слишком слабо, холодные руки, громкая музыка — скажите об этом. Хороший массажист подстроится и будет рад, что вы сказали.

        ## После

        Пейте воду, вставайте медленно и по возможности пропустите в этот день спортзал. Лёгкая болезненность после глубокого массажа нормальна и проходит за день-два.
      `,
    },
  },
  {
    slug: 'planning-a-spa-day',
    tags: ['spa', 'sauna', 'hammam'],
    authorName: 'Ivana Popović',
    authorRole: { en: 'Spa manager', sr: 'Menadžerka spa centra', ru: 'Управляющая СПА' },
    title: {
      en: 'How to plan a spa day that actually relaxes you',
      sr: 'Kako da isplanirate spa dan koji vas stvarno opusti',
      ru: 'Как спланировать СПА-день, который действительно расслабляет',
    },
    excerpt: {
      en: 'Three treatments back to back is not relaxation. Plan the order, leave gaps, and let the sauna do half the work.',
      sr: 'Tri tretmana jedan za drugim nisu odmor. Isplanirajte redosled, ostavite pauze i pustite saunu da odradi pola posla.',
      ru: 'Три процедуры подряд — это не отдых. Продумайте порядок, оставьте паузы и позвольте сауне сделать половину работы.',
    },
    body: {
      en: md`
        ## Start with heat

        Twenty minutes in the sauna or steam bath before your first treatment warms the muscles, so a massage can go deeper with less pressure.

        ## One main treatment is enough

        A massage or a hammam ritual plus a short facial fills a day nicely. More than that and you spend the afternoon watching the clock.

        ## Leave gaps

        Book treatments with half an hour between them. Use the time to rest, drink tea and cool down. The relaxation area is part of what you pay for.

        ## Keep the evening free

        After a spa day the body wants a light dinner and an early night. Plan nothing more demanding than that.

        **Tip:** book on a weekday morning, when spas are quietest.
      `,
      sr: md`
        ## Počnite toplotom

        Dvadeset minuta u sauni ili parnom kupatilu pre prvog tretmana zagreje mišiće, pa masaža može da ide dublje uz manji pritisak.

        ## Jedan glavni tretman je dovoljan

        Masaža ili hamam ritual uz kratak tretman lica lepo ispune dan. Više od toga i celo popodne gledate na sat.

        ## Ostavite pauze

        Zakazujte tretmane sa pola sata razmaka. Iskoristite to vreme za odmor, čaj i rashlađivanje. Zona za odmor je deo onoga što plaćate.

        ## Ostavite veče slobodno

        Posle spa dana telo želi laganu večeru i rani odlazak na spavanje. Ne planirajte ništa zahtevnije od toga.

        **Savet:** zakažite radnim danom pre podne, kada je u spa centrima najmirnije.
      `,
      ru: md`
        ## Начните с тепла

        Двадцать минут в сауне или хаммаме перед первой процедурой разогревают мышцы, и массаж прорабатывает глубже при меньшем давлении.

        ## Одной главной процедуры достаточно

        Массаж или ритуал в хаммаме плюс короткий уход за лицом — отличный день. Больше — и вы весь день смотрите на часы.

        ## Оставляйте паузы

        Записывайтесь с интервалом в полчаса. Отдыхайте, пейте чай, остывайте. Зона отдыха — часть того, за что вы платите.

        ## Освободите вечер

        После СПА-дня организм хочет лёгкий ужин и ранний сон. Не планируйте ничего сложнее.

        **Совет:** записывайтесь в будний день утром, когда в СПА тише всего.
      `,
    },
  },
  {
    slug: 'first-yoga-class',
    tags: ['fitness', 'yoga'],
    authorName: 'Sanja Ilić',
    authorRole: { en: 'Yoga teacher', sr: 'Instruktorka joge', ru: 'Инструктор йоги' },
    title: {
      en: "Your first yoga class: a beginner's checklist",
      sr: 'Vaš prvi čas joge: podsetnik za početnike',
      ru: 'Первое занятие йогой: чек-лист для начинающих',
    },
    excerpt: {
      en: 'You do not need to be flexible to start yoga. You need comfortable clothes, an empty stomach and a class for beginners.',
      sr: 'Ne morate biti savitljivi da biste počeli sa jogom. Potrebni su vam udobna odeća, prazan stomak i čas za početnike.',
      ru: 'Чтобы начать заниматься йогой, не нужна гибкость. Нужны удобная одежда, пустой желудок и занятие для начинающих.',
    },
    body: {
      en: md`
        ## Choose the right class

        Look for "beginners", "hatha" or "gentle" in the timetable. Dynamic vinyasa classes are great later, but they move fast for a first time.

        ## What to bring

        Comfortable clothes you can stretch in and a bottle of water. Most studios have mats and props; check the studio page if unsure.

        ## Eat two hours before

        Twisting and folding on a full stomach is unpleasant. A light snack two hours before class is ideal.

        ## Tell the teacher

        Mention injuries, pregnancy or anything that hurts. Teachers offer alternatives for every pose, and using them is not cheating.

        ## Give it a month

        Two classes a week for a month is when most people notice they sleep better and their back complains less.
      `,
      sr: md`
        ## Izaberite pravi čas

        U rasporedu tražite „za početnike“, „hatha“ ili „nežna joga“. Dinamična vinjasa je odlična kasnije, ali je za prvi put prebrza.

        ## Šta da ponesete

        Udobnu odeću u kojoj možete da se istežete i flašicu vode. Većina studija ima prostirke i rekvizite; ako niste sigurni, pogledajte stranicu studija.

        ## Jedite dva sata ranije

        Uvijanje i pretklon na pun stomak nisu prijatni. Lagana užina dva sata pre časa je idealna.

        ## Recite instruktoru

        Pomenite povrede, trudnoću ili bilo šta što boli. Instruktori nude varijante za svaki položaj i njihovo korišćenje nije varanje.

        ## Dajte joj mesec dana

        Posle mesec dana, uz dva časa nedeljno, većina ljudi primeti da bolje spava i da ih leđa manje bole.
      `,
      ru: md`
        ## Выберите подходящее занятие

        Ищите в расписании «для начинающих», «хатха» или «мягкая йога». Динамичная виньяса хороша позже, но для первого раза слишком быстрая.

        ## Что взять с собой

        Удобную одежду, в которой можно тянуться, и бутылку воды. Коврики и пропсы есть в большинстве студий; если не уверены, загляните на страницу студии.

        ## Поешьте за два часа

        Скручивания и наклоны на полный желудок неприятны. Лёгкий перекус за два часа до занятия — идеально.

        ## Предупредите инструктора

        Расскажите о травмах, беременности или о том, что болит. У каждой асаны есть варианты, и пользоваться ими — не жульничество.

        ## Дайте себе месяц

        Через месяц занятий дважды в неделю большинство замечает, что лучше спит, а спина меньше жалуется.
      `,
    },
  },
  {
    slug: 'pilates-or-yoga',
    tags: ['fitness', 'pilates', 'yoga'],
    authorName: 'Miloš Jovanović',
    authorRole: { en: 'Head coach', sr: 'Glavni trener', ru: 'Старший тренер' },
    title: {
      en: 'Pilates or yoga? How to choose',
      sr: 'Pilates ili joga? Kako da izaberete',
      ru: 'Пилатес или йога: что выбрать',
    },
    excerpt: {
      en: 'Both build strength and flexibility, both use a mat. The difference is in the goal, the pace and the equipment.',
      sr: 'Oboje grade snagu i savitljivost, oboje se rade na strunjači. Razlika je u cilju, tempu i opremi.',
      ru: 'Оба направления развивают силу и гибкость, оба — на коврике. Разница — в цели, темпе и оборудовании.',
    },
    body: {
      en: md`
        ## Pilates: control and core

        Pilates was designed for rehabilitation. Classes focus on the deep abdominal muscles, posture and precise, controlled movement. Reformer classes add spring resistance and are the fastest way to feel stronger.

        ## Yoga: mobility and breath

        Yoga links movement with breathing and holds poses longer. It improves mobility and balance, and many people come for the calm as much as for the stretch.

        ## Which one for you?

        - **Back pain or a desk job:** start with pilates.
        - **Stress and poor sleep:** start with yoga.
        - **Both:** many studios offer both; one class of each a week is a great combination.
      `,
      sr: md`
        ## Pilates: kontrola i stabilan trup

        Pilates je nastao kao metoda rehabilitacije. Časovi su usmereni na duboke trbušne mišiće, držanje i precizne, kontrolisane pokrete. Časovi na reformeru dodaju otpor opruga i najbrži su put do osećaja snage.

        ## Joga: pokretljivost i dah

        Joga povezuje pokret sa disanjem i duže zadržava položaje. Poboljšava pokretljivost i ravnotežu, a mnogi dolaze podjednako zbog mira koliko i zbog istezanja.

        ## Šta je za vas?

        - **Bol u leđima ili posao za stolom:** počnite sa pilatesom.
        - **Stres i loš san:** počnite sa jogom.
        - **Oboje:** mnogi studiji nude oba; po jedan čas svakog nedeljno je odlična kombinacija.
      `,
      ru: md`
        ## Пилатес: контроль и мышцы кора

        Пилатес создавался как метод реабилитации. На занятиях работают глубокие мышцы живота, осанка и точные, подконтрольные движения. Занятия на реформере добавляют сопротивление пружин — самый быстрый путь почувствовать себя сильнее.

        ## Йога: подвижность и дыхание

        Йога связывает движение с дыханием и дольше удерживает позы. Она улучшает подвижность и равновесие, а многие приходят не только за растяжкой, но и за спокойствием.

        ## Что подойдёт вам?

        - **Боли в спине или сидячая работа:** начните с пилатеса.
        - **Стресс и плохой сон:** начните с йоги.
        - **И то и другое:** многие студии предлагают оба направления; по занятию каждого в неделю — отличное сочетание.
      `,
    },
  },
];
