// What a venue says about itself, by kind; `{name}` is replaced by the branch's name. A second
// sentence about the premises is added from `amenities`.
import type { LocalizedText } from '../../i18n/language.js';
import type { BusinessKind } from './businessKinds.js';

export const kindDescriptions: Readonly<Record<BusinessKind, LocalizedText>> = {
  'hair-salon': {
    en: '{name} is a hair salon where every cut starts with a short consultation about your face shape, hair type and daily routine. Our stylists work with professional colour lines and will tell you honestly what your hair can take.',
    sr: '{name} je frizerski salon u kome svako šišanje počinje kratkim razgovorom o obliku lica, tipu kose i vašoj svakodnevici. Naši stilisti rade sa profesionalnim bojama i iskreno će vam reći šta vaša kosa može da podnese.',
    ru: '{name} — парикмахерская, где каждая стрижка начинается с короткой консультации: форма лица, тип волос, ваш ритм жизни. Стилисты работают на профессиональных красителях и честно скажут, что выдержат ваши волосы.',
  },
  barbershop: {
    en: '{name} is a barbershop for classic and modern men’s cuts, beard shaping and hot-towel shaves. Book your barber, grab a coffee and be out in half an hour looking sharp.',
    sr: '{name} je berbernica za klasične i moderne muške frizure, oblikovanje brade i brijanje uz topao peškir. Zakažite svog berberina, popijte kafu i za pola sata izađite sređeni.',
    ru: '{name} — барбершоп для классических и современных мужских стрижек, оформления бороды и бритья с горячим полотенцем. Запишитесь к своему барберу, выпейте кофе и через полчаса выходите в отличной форме.',
  },
  'nail-studio': {
    en: '{name} is a nail studio with strict hygiene: every tool is sterilised and every client gets a fresh file. Classic manicures, long-lasting gel polish and nail art that survives your week.',
    sr: '{name} je studio za nokte sa strogom higijenom: svaki instrument se sterilizuje, a svaka klijentkinja dobija novu turpiju. Klasičan manikir, dugotrajni gel lak i ukrasi koji izdrže celu vašu radnu nedelju.',
    ru: '{name} — ногтевая студия со строгой гигиеной: все инструменты проходят стерилизацию, у каждой гостьи новая пилка. Классический маникюр, стойкое гель-покрытие и дизайн, который переживёт рабочую неделю.',
  },
  'beauty-salon': {
    en: '{name} is a full-service beauty salon: hair, nails, skin care and make-up under one roof. Combine treatments in one visit and let our team plan the order so you spend as little time waiting as possible.',
    sr: '{name} je salon lepote sa kompletnom ponudom: kosa, nokti, nega lica i šminka na jednom mestu. Spojite više tretmana u jednu posetu, a naš tim će ih poređati tako da što manje čekate.',
    ru: '{name} — салон красоты полного цикла: волосы, ногти, уход за кожей и макияж в одном месте. Объедините несколько процедур в один визит, а мы выстроим их так, чтобы ждать пришлось как можно меньше.',
  },
  'brow-lash-studio': {
    en: '{name} specialises in brows and lashes: shaping, tinting, lamination, lifts and extensions. We map your brows to your features first and only then pick up the tweezers.',
    sr: '{name} je specijalizovan za obrve i trepavice: oblikovanje, farbanje, laminaciju, lifting i nadogradnju. Prvo iscrtamo obrve prema crtama vašeg lica, a tek onda uzimamo pincetu.',
    ru: '{name} специализируется на бровях и ресницах: коррекция, окрашивание, ламинирование и наращивание. Сначала мы делаем разметку под черты вашего лица и только потом берём пинцет.',
  },
  cosmetology: {
    en: '{name} is a cosmetology practice led by licensed cosmetologists. Facials, peels and laser hair removal are planned as a course after a skin analysis, with clear aftercare instructions.',
    sr: '{name} je kozmetološki kabinet koji vode licencirani kozmetolozi. Tretmani lica, pilinzi i laserska epilacija planiraju se kao serija nakon analize kože, uz jasna uputstva za negu posle tretmana.',
    ru: '{name} — кабинет косметологии, где работают лицензированные косметологи. Уходы, пилинги и лазерную эпиляцию планируем курсом после диагностики кожи и подробно объясняем домашний уход.',
  },
  'massage-studio': {
    en: '{name} is a quiet massage studio with warm rooms, heated tables and therapists trained in classic, sports and lymphatic massage. Tell us where it hurts and we will adjust the pressure.',
    sr: '{name} je miran studio za masažu sa toplim sobama, grejanim stolovima i terapeutima obučenim za klasičnu, sportsku i limfnu masažu. Recite nam gde boli, a mi ćemo prilagoditi pritisak.',
    ru: '{name} — тихая массажная студия с тёплыми кабинетами, подогреваемыми столами и мастерами классического, спортивного и лимфодренажного массажа. Расскажите, где болит, и мы подберём нужное давление.',
  },
  spa: {
    en: '{name} is a day spa with sauna, steam bath and treatment rooms for massages and body rituals. Come early, use the relaxation area before your treatment and leave with nowhere to rush.',
    sr: '{name} je dnevni spa centar sa saunom, parnim kupatilom i sobama za masaže i rituale za telo. Dođite ranije, opustite se u zoni za odmor pre tretmana i izađite bez žurbe.',
    ru: '{name} — дневной СПА с сауной, паровой баней и кабинетами для массажа и ритуалов для тела. Приходите заранее, отдохните в релакс-зоне перед процедурой и уходите без спешки.',
  },
  dental: {
    en: '{name} is a dental practice for check-ups, professional cleaning and whitening. Every visit starts with a clear plan and a price before any work is done.',
    sr: '{name} je stomatološka ordinacija za preglede, profesionalno čišćenje i izbeljivanje zuba. Svaka poseta počinje jasnim planom i cenom pre nego što se bilo šta uradi.',
    ru: '{name} — стоматологическая клиника: осмотры, профессиональная гигиена и отбеливание. Каждый визит начинается с понятного плана и цены до начала лечения.',
  },
  physio: {
    en: '{name} is a physiotherapy centre for back and joint pain, sports injuries and recovery after surgery. The first visit is an assessment; after it you get a plan of sessions and exercises for home.',
    sr: '{name} je fizioterapeutski centar za bolove u leđima i zglobovima, sportske povrede i oporavak posle operacija. Prva poseta je procena, posle koje dobijate plan tretmana i vežbe za kuću.',
    ru: '{name} — центр физиотерапии: боли в спине и суставах, спортивные травмы, восстановление после операций. Первый визит — диагностика, после неё вы получаете план занятий и упражнения для дома.',
  },
  fitness: {
    en: '{name} is a small fitness studio with group classes and personal training. Groups stay small, so the trainer corrects your technique in every class.',
    sr: '{name} je mali fitnes studio sa grupnim časovima i personalnim treninzima. Grupe su male, pa trener ispravlja vašu tehniku na svakom času.',
    ru: '{name} — небольшая фитнес-студия с групповыми занятиями и персональными тренировками. Группы маленькие, поэтому тренер поправляет технику на каждом занятии.',
  },
  yoga: {
    en: '{name} is a yoga studio with classes for every level, from gentle morning practice to dynamic vinyasa in the evening. Mats and props are provided; just bring comfortable clothes.',
    sr: '{name} je studio joge sa časovima za sve nivoe, od nežne jutarnje prakse do dinamične vinjase uveče. Prostirke i rekviziti su obezbeđeni, ponesite samo udobnu odeću.',
    ru: '{name} — студия йоги с занятиями для любого уровня: от мягкой утренней практики до динамичной виньясы вечером. Коврики и пропсы есть в студии, возьмите только удобную одежду.',
  },
  tattoo: {
    en: '{name} is a tattoo studio with resident artists in fine line, blackwork and colour realism. Every piece starts with a free consultation and a custom sketch; we use single-use needles only.',
    sr: '{name} je tattoo studio sa umetnicima za fine line, blackwork i kolor realizam. Svaki rad počinje besplatnom konsultacijom i crtežom po meri; koristimo isključivo igle za jednokratnu upotrebu.',
    ru: '{name} — тату-студия с мастерами в стилях файн-лайн, блэкворк и цветной реализм. Каждая работа начинается с бесплатной консультации и индивидуального эскиза; иглы только одноразовые.',
  },
};

export const amenities: readonly LocalizedText[] = [
  {
    en: 'Free Wi-Fi, coffee and tea while you wait; we accept cards.',
    sr: 'Besplatan Wi-Fi, kafa i čaj dok čekate; primamo kartice.',
    ru: 'Бесплатный Wi-Fi, кофе и чай, пока вы ждёте; принимаем карты.',
  },
  {
    en: 'Street parking is available nearby, and public transport stops a short walk away.',
    sr: 'U blizini ima parkinga na ulici, a stanica javnog prevoza je na par minuta hoda.',
    ru: 'Рядом есть парковка, до остановки общественного транспорта пара минут пешком.',
  },
  {
    en: 'The premises are step-free and suitable for wheelchair users.',
    sr: 'Prostor je bez stepenica i prilagođen osobama u invalidskim kolicima.',
    ru: 'Вход без ступенек, помещение доступно для гостей на колясках.',
  },
  {
    en: 'Gift cards are available for every service, online or at reception.',
    sr: 'Poklon-kartice za sve usluge možete kupiti onlajn ili na recepciji.',
    ru: 'Подарочные карты на любые услуги можно купить онлайн или на ресепшене.',
  },
];
