// /for-business/{slug}: pages for the kinds of business Termin serves, and its features.
import type { PageSection } from '../../schema/content.js';
import { l } from './localized.js';
import type { ForBusinessPageSeed } from './types.js';

const section = (heading: PageSection['heading'], body: PageSection['body']): PageSection => ({
  heading,
  body,
});

export const forBusinessPages: readonly ForBusinessPageSeed[] = [
  {
    slug: 'salons',
    kind: 'audience',
    title: l('Termin for beauty salons', 'Termin za salone lepote', 'Termin для салонов красоты'),
    summary: l(
      'Online booking, a calendar for the whole team and fewer no-shows from the first day.',
      'Onlajn zakazivanje, kalendar za ceo tim i manje propuštenih termina od prvog dana.',
      'Онлайн-запись, календарь для всей команды и меньше неявок с первого дня.',
    ),
    body: l(
      'Your clients book at midnight, your team sees the day at a glance, and reception stops living on the phone. Termin is built for salons with several specialists and dozens of services.',
      'Klijenti zakazuju i u ponoć, tim vidi ceo dan na jednom ekranu, a recepcija više ne živi na telefonu. Termin je napravljen za salone sa više stručnjaka i desetinama usluga.',
      'Клиенты записываются даже ночью, команда видит весь день на одном экране, а администратор больше не живёт на телефоне. Termin создан для салонов с несколькими мастерами и десятками услуг.',
    ),
    sections: [
      section(
        l(
          'A calendar for every specialist',
          'Kalendar za svakog stručnjaka',
          'Календарь для каждого мастера',
        ),
        l(
          'Working hours, breaks and vacations per person. Clients only see times that really work.',
          'Radno vreme, pauze i odmori za svaku osobu. Klijenti vide samo termine koji zaista mogu.',
          'Рабочие часы, перерывы и отпуска для каждого. Клиенты видят только реально доступное время.',
        ),
      ),
      section(
        l(
          'Reminders that cut no-shows',
          'Podsetnici protiv propuštenih termina',
          'Напоминания против неявок',
        ),
        l(
          'Automatic email and SMS reminders the day before, in the client’s language.',
          'Automatski podsetnici imejlom i SMS-om dan ranije, na jeziku klijenta.',
          'Автоматические напоминания по электронной почте и SMS накануне, на языке клиента.',
        ),
      ),
      section(
        l(
          'Your page on the marketplace',
          'Vaša stranica na marketplejsu',
          'Ваша страница на маркетплейсе',
        ),
        l(
          'Photos, price list, team and verified reviews in one place, found by people searching in your city.',
          'Fotografije, cenovnik, tim i proverene recenzije na jednom mestu, koje pronalaze ljudi koji traže u vašem gradu.',
          'Фото, прайс, команда и проверенные отзывы в одном месте — их находят те, кто ищет в вашем городе.',
        ),
      ),
    ],
  },
  {
    slug: 'barbershops',
    kind: 'audience',
    title: l('Termin for barbershops', 'Termin za berbernice', 'Termin для барбершопов'),
    summary: l(
      'Walk-ins are great, bookings are better: fill the chairs and keep the queue short.',
      'Klijenti bez najave su dobrodošli, ali zakazani su bolji: pune stolice i kratak red.',
      'Гости без записи — хорошо, а по записи — лучше: кресла заняты, очереди нет.',
    ),
    body: l(
      'Barbers live by the half hour. Termin gives every barber their own calendar, lets clients pick their favourite and sends a reminder so the chair is never empty.',
      'Berberi žive od pola sata do pola sata. Termin svakom berberinu daje sopstveni kalendar, klijentima izbor omiljenog berberina i šalje podsetnik da stolica ne bi ostala prazna.',
      'Барберы живут получасами. Termin даёт каждому барберу свой календарь, позволяет клиенту выбрать любимого мастера и напоминает о визите, чтобы кресло не пустовало.',
    ),
    sections: [
      section(
        l(
          'Book the barber, not just the shop',
          'Zakazuje se berberin, ne samo radnja',
          'Запись к барберу, а не просто в барбершоп',
        ),
        l(
          'Clients choose who cuts their hair and see only that barber’s free times.',
          'Klijenti biraju ko ih šiša i vide samo slobodne termine tog berberina.',
          'Клиент выбирает, кто его стрижёт, и видит только свободное время этого барбера.',
        ),
      ),
      section(
        l('Short cancellation windows', 'Kratak rok za otkazivanje', 'Короткий срок отмены'),
        l(
          'Set how late clients can cancel online, from an hour up; freed times go straight back on offer.',
          'Odredite do kada klijenti mogu da otkažu onlajn, od sat vremena naviše; oslobođeni termini odmah su ponovo slobodni.',
          'Решите, до какого момента можно отменить запись онлайн, — от часа и больше; освободившееся время сразу снова доступно.',
        ),
      ),
      section(
        l('Regulars come back', 'Stalni klijenti se vraćaju', 'Постоянные клиенты возвращаются'),
        l(
          'Every client gets a link to book the same cut again in two taps.',
          'Svaki klijent dobija link da isto šišanje ponovo zakaže u dva dodira.',
          'Каждый клиент получает ссылку, чтобы записаться на ту же стрижку в два касания.',
        ),
      ),
    ],
  },
  {
    slug: 'spas-and-wellness',
    kind: 'audience',
    title: l(
      'Termin for spas and wellness',
      'Termin za spa i velnes centre',
      'Termin для СПА и велнеса',
    ),
    summary: l(
      'Therapists, rituals and gift cards, booked without double-booking.',
      'Terapeuti, rituali i poklon-kartice, bez duplih rezervacija.',
      'Терапевты, ритуалы и подарочные карты — без двойных записей.',
    ),
    body: l(
      'A spa sells time with its therapists. Termin never books one therapist twice, even when two people take the last free time at the same moment.',
      'Spa centar prodaje vreme svojih terapeuta. Termin nikada ne zakazuje istog terapeuta dva puta, čak ni kada dve osobe u istom trenutku uzmu poslednji slobodan termin.',
      'СПА продаёт время своих терапевтов. Termin никогда не запишет одного терапевта дважды, даже если два человека одновременно выбирают последнее свободное время.',
    ),
    sections: [
      section(
        l(
          'Longer deadlines for prepared treatments',
          'Duži rok za tretmane koji se pripremaju',
          'Длинный срок отмены для сложных процедур',
        ),
        l(
          'Ask for 48 hours’ notice on treatments that need a prepared room and products.',
          'Tražite otkazivanje 48 sati unapred za tretmane koji zahtevaju pripremljenu sobu i preparate.',
          'Просите отменять за 48 часов процедуры, для которых готовят кабинет и препараты.',
        ),
      ),
      section(
        l(
          'Gift cards that sell themselves',
          'Poklon-kartice koje se same prodaju',
          'Подарочные карты, которые продают себя сами',
        ),
        l(
          'Sell gift cards online for any amount; they are taken off the bill at checkout automatically.',
          'Prodajte poklon-kartice onlajn na bilo koji iznos; pri plaćanju se automatski oduzimaju od računa.',
          'Продавайте подарочные карты онлайн на любую сумму — при оплате они списываются автоматически.',
        ),
      ),
      section(
        l('Group sessions', 'Grupni termini', 'Групповые сеансы'),
        l(
          'Publish sauna rituals or workshops with a fixed number of places; they never sell beyond capacity.',
          'Objavite rituale u sauni ili radionice sa ograničenim brojem mesta; nikada se ne prodaje više od kapaciteta.',
          'Публикуйте банные ритуалы и мастер-классы с ограниченным числом мест — больше, чем есть, не продаётся.',
        ),
      ),
    ],
  },
  {
    slug: 'clinics',
    kind: 'audience',
    title: l(
      'Termin for clinics and physiotherapy',
      'Termin za ordinacije i fizioterapiju',
      'Termin для клиник и физиотерапии',
    ),
    summary: l(
      'Appointments weeks ahead, clear preparation notes and reminders in the patient’s language.',
      'Termini nedeljama unapred, jasna uputstva za pripremu i podsetnici na jeziku pacijenta.',
      'Запись на недели вперёд, понятные инструкции и напоминания на языке пациента.',
    ),
    body: l(
      'Dental practices and physiotherapy centres plan weeks ahead. Termin lets patients book up to three months in advance, tells them what to bring and reminds them the day before.',
      'Stomatološke ordinacije i centri za fizioterapiju planiraju nedeljama unapred. Termin omogućava pacijentima da zakažu i do tri meseca ranije, kaže im šta da ponesu i podseća ih dan pre.',
      'Стоматологии и центры физиотерапии планируют на недели вперёд. Termin позволяет записываться до трёх месяцев вперёд, подсказывает, что взять с собой, и напоминает накануне.',
    ),
    sections: [
      section(
        l(
          'Booking horizon and notice',
          'Koliko unapred i sa koliko najave',
          'Горизонт и минимальный срок записи',
        ),
        l(
          'Decide how far ahead patients can book and how much notice you need.',
          'Odredite koliko unapred pacijenti mogu da zakažu i koliko vam je najave potrebno.',
          'Решите, на сколько вперёд можно записаться и за сколько нужно предупредить.',
        ),
      ),
      section(
        l('Notes for patients', 'Uputstva za pacijente', 'Памятки для пациентов'),
        l(
          'Every service carries its own description: what it includes and how to prepare.',
          'Svaka usluga ima svoj opis: šta obuhvata i kako se pripremiti.',
          'У каждой услуги своё описание: что входит и как подготовиться.',
        ),
      ),
      section(
        l('Payments by IPS QR', 'Plaćanje IPS QR kodom', 'Оплата по QR-коду IPS'),
        l(
          'In Serbia, patients pay instantly from their banking app, and the payment is matched to the appointment.',
          'U Srbiji pacijenti plaćaju odmah iz aplikacije svoje banke, a uplata se sama povezuje sa terminom.',
          'В Сербии пациенты платят сразу из банковского приложения, и платёж автоматически привязывается к записи.',
        ),
      ),
    ],
  },
  {
    slug: 'features',
    kind: 'feature',
    title: l('Features', 'Mogućnosti', 'Возможности'),
    summary: l(
      'Everything included in Termin, from the calendar to payments.',
      'Sve što Termin nudi, od kalendara do plaćanja.',
      'Всё, что есть в Termin, — от календаря до оплаты.',
    ),
    body: l(
      'One system for bookings, team schedules, payments and reviews, in English, Serbian and Russian.',
      'Jedan sistem za rezervacije, raspored tima, plaćanja i recenzije, na engleskom, srpskom i ruskom.',
      'Одна система для записи, расписания команды, оплаты и отзывов — на английском, сербском и русском.',
    ),
    sections: [
      section(
        l(
          'Online booking around the clock',
          'Onlajn zakazivanje 24/7',
          'Онлайн-запись круглосуточно',
        ),
        l(
          'Clients book real free times, day and night.',
          'Klijenti zakazuju stvarne slobodne termine, danju i noću.',
          'Клиенты записываются на реальное свободное время днём и ночью.',
        ),
      ),
      section(
        l('No double bookings', 'Bez duplih rezervacija', 'Никаких двойных записей'),
        l(
          'The calendar refuses overlapping appointments for the same specialist.',
          'Kalendar odbija preklapanje termina istog stručnjaka.',
          'Календарь не допускает пересечения записей у одного мастера.',
        ),
      ),
      section(
        l('Reminders', 'Podsetnici', 'Напоминания'),
        l(
          'Email and SMS reminders in the client’s language.',
          'Podsetnici imejlom i SMS-om na jeziku klijenta.',
          'Напоминания по электронной почте и SMS на языке клиента.',
        ),
      ),
      section(
        l(
          'IPS QR payments in Serbia',
          'Plaćanje IPS QR kodom u Srbiji',
          'Оплата по QR-коду IPS в Сербии',
        ),
        l(
          'Instant payments from any Serbian banking app.',
          'Instant plaćanja iz aplikacije bilo koje banke u Srbiji.',
          'Мгновенные платежи из приложения любого сербского банка.',
        ),
      ),
      section(
        l('Gift cards', 'Poklon-kartice', 'Подарочные карты'),
        l(
          'Sold online, redeemed at checkout, tracked to the last coin.',
          'Prodaju se onlajn, koriste pri plaćanju i prate do poslednje pare.',
          'Продаются онлайн, списываются при оплате и учитываются до копейки.',
        ),
      ),
      section(
        l('Reviews from real visits', 'Recenzije iz stvarnih poseta', 'Отзывы только после визита'),
        l(
          'Only clients who came can review, and you can reply publicly.',
          'Recenziju ostavljaju samo klijenti koji su došli, a vi možete javno da odgovorite.',
          'Отзыв может оставить только тот, кто пришёл, а вы можете ответить публично.',
        ),
      ),
    ],
  },
];
