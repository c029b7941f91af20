// Help center: booking, and changing or cancelling a booking.
import { article, faq, l } from './localized.js';
import { md } from './markdown.js';
import type { HelpTopicSeed } from './types.js';

export const bookingTopics: readonly HelpTopicSeed[] = [
  {
    slug: 'booking',
    icon: 'calendar',
    title: l('Booking', 'Zakazivanje', 'Запись'),
    description: l(
      'Finding a venue, choosing a time and a specialist.',
      'Pronalaženje salona, izbor termina i stručnjaka.',
      'Поиск заведения, выбор времени и мастера.',
    ),
    articles: [
      article(
        'how-to-book',
        '2026-11-29',
        l('How to book an appointment', 'Kako da zakažete termin', 'Как записаться'),
        l(
          md`
            1. Search for a treatment or a venue and pick your city.
            2. Open the venue and choose one or more services.
            3. Pick a specialist, or choose **Any specialist** to see every free time.
            4. Choose a date and time and confirm your contact details.

            The confirmation page lets you add the visit to your calendar, and the booking stays under **My bookings** in your account. We also email you the confirmation with the calendar file, and a reminder about a day before the visit.
          `,
          md`
            1. Potražite tretman ili salon i izaberite grad.
            2. Otvorite salon i izaberite jednu ili više usluga.
            3. Izaberite stručnjaka ili opciju **Bilo koji stručnjak** da vidite sve slobodne termine.
            4. Izaberite datum i vreme i potvrdite kontakt podatke.

            Na stranici sa potvrdom posetu možete da dodate u kalendar, a rezervacija ostaje u delu **Moje rezervacije** vašeg naloga. Potvrdu sa kalendarskom datotekom šaljemo vam i imejlom, a podsetnik otprilike dan pre posete.
          `,
          md`
            1. Найдите услугу или заведение и выберите город.
            2. Откройте страницу заведения и выберите одну или несколько услуг.
            3. Выберите мастера или вариант **Любой мастер**, чтобы увидеть всё свободное время.
            4. Выберите дату и время и подтвердите контактные данные.

            На странице подтверждения визит можно добавить в календарь, а запись останется в разделе **Мои записи** вашего аккаунта. Подтверждение с файлом календаря мы также пришлём на электронную почту, а напоминание — примерно за сутки до визита.
          `,
        ),
        [
          faq(
            l(
              'Do I need an account to book?',
              'Da li mi treba nalog za zakazivanje?',
              'Нужен ли аккаунт для записи?',
            ),
            l(
              'Yes: a free account keeps your bookings together. You can create one in a minute while you book, then find, move, cancel and review every booking under My bookings.',
              'Da: besplatan nalog čuva vaše rezervacije na jednom mestu. Napravićete ga za minut dok zakazujete, a zatim svaku rezervaciju nalazite, pomerate, otkazujete i ocenjujete u delu Moje rezervacije.',
              'Да: бесплатный аккаунт хранит все ваши записи в одном месте. Его можно создать за минуту прямо при записи, а затем находить, переносить, отменять и оценивать записи в разделе «Мои записи».',
            ),
          ),
        ],
      ),
      article(
        'choosing-a-specialist',
        '2026-11-29',
        l(
          'Booking a specific specialist',
          'Zakazivanje kod određenog stručnjaka',
          'Запись к конкретному мастеру',
        ),
        l(
          'Every venue lists its team with their titles, ratings and the services they do. Choose the specialist first and the calendar shows only their free times. Some specialists charge a different price or need more time for a service; you see it before you confirm.',
          'Svaki salon prikazuje svoj tim sa zvanjima, ocenama i uslugama koje rade. Prvo izaberite stručnjaka i kalendar će prikazati samo njegove slobodne termine. Neki stručnjaci imaju drugačiju cenu ili im za uslugu treba više vremena; to vidite pre potvrde.',
          'На странице заведения есть команда: должности, рейтинги и услуги каждого мастера. Выберите мастера, и календарь покажет только его свободное время. У некоторых мастеров своя цена или длительность услуги — вы увидите это до подтверждения.',
        ),
      ),
      article(
        'several-services',
        '2026-11-29',
        l(
          'Booking several services at once',
          'Više usluga u jednoj rezervaciji',
          'Несколько услуг за один визит',
        ),
        l(
          'Add more than one service before you continue to the calendar. We look for times when the services follow each other, with one specialist or several, so you do not wait in between. The booking shows the total price and when each service starts.',
          'Dodajte više usluga pre nego što pređete na kalendar. Tražimo termine u kojima usluge idu jedna za drugom, kod jednog ili više stručnjaka, da ne biste čekali između. Rezervacija prikazuje ukupnu cenu i početak svake usluge.',
          'Добавьте несколько услуг, прежде чем перейти к календарю. Мы подберём время, чтобы услуги шли одна за другой — у одного мастера или у нескольких — без ожидания между ними. В записи видна общая стоимость и время начала каждой услуги.',
        ),
      ),
      article(
        'group-classes',
        '2026-06-02',
        l(
          'Group classes and events',
          'Grupni časovi i događaji',
          'Групповые занятия и мероприятия',
        ),
        l(
          'Yoga studios and gyms publish a timetable instead of free times. Open a class, choose how many places you need and confirm. A full class shows as sold out; check back later, as places free up when someone cancels.',
          'Studiji joge i teretane objavljuju raspored umesto slobodnih termina. Otvorite čas, izaberite broj mesta i potvrdite. Popunjen čas je označen kao rasprodat; proverite kasnije, jer se mesta oslobađaju kad neko otkaže.',
          'Студии йоги и фитнес-клубы публикуют расписание вместо свободного времени. Откройте занятие, выберите количество мест и подтвердите. Заполненное занятие отмечено как «мест нет»; загляните позже — места освобождаются, когда кто-то отменяет запись.',
        ),
      ),
    ],
  },
  {
    slug: 'changes-and-cancellations',
    icon: 'calendar-x',
    title: l('Changes and cancellations', 'Izmene i otkazivanje', 'Изменения и отмена'),
    description: l(
      'Cancelling, rescheduling and what happens if the venue cancels.',
      'Otkazivanje, promena termina i šta se dešava ako salon otkaže.',
      'Отмена, перенос и что делать, если заведение отменило запись.',
    ),
    articles: [
      article(
        'how-to-cancel',
        '2025-10-21',
        l('How to cancel a booking', 'Kako da otkažete rezervaciju', 'Как отменить запись'),
        l(
          'Open the booking under **My bookings** (or from its confirmation) and choose **Cancel the booking**. The time is released at once, so someone else can book it. Cancelling is free as long as you do it before the venue’s cancellation deadline.',
          'Otvorite rezervaciju u delu **Moje rezervacije** (ili sa stranice potvrde) i izaberite **Otkaži rezervaciju**. Termin se odmah oslobađa i neko drugi može da ga zakaže. Otkazivanje je besplatno sve dok ga obavite pre roka koji je salon odredio.',
          'Откройте запись в разделе **Мои записи** (или со страницы подтверждения) и нажмите **Отменить запись**. Время сразу освобождается, и его может занять кто-то другой. Отмена бесплатна, если вы успели до срока, установленного заведением.',
        ),
      ),
      article(
        'cancellation-deadline',
        '2026-01-27',
        l('Cancellation deadlines explained', 'Rok za otkazivanje', 'Срок отмены'),
        l(
          'Each venue decides how long before the start you can still cancel online: two hours at a barbershop, a day at most salons, two days at a spa. The deadline is shown when you book and on the booking itself, and it stays the same even if the venue changes its rules later. After the deadline, please call the venue.',
          'Svaki salon određuje koliko pre početka još možete da otkažete onlajn: dva sata u berbernici, dan u većini salona, dva dana u spa centru. Rok vidite pri zakazivanju i na samoj rezervaciji i ostaje isti čak i ako salon kasnije promeni pravila. Posle roka, pozovite salon.',
          'Каждое заведение само решает, за сколько времени до начала можно отменить запись онлайн: за два часа в барбершопе, за сутки в большинстве салонов, за двое суток в СПА. Срок виден при записи и в самой записи и не меняется, даже если заведение позже изменит правила. После срока позвоните в заведение.',
        ),
        [
          faq(
            l(
              'Why can I not cancel online?',
              'Zašto ne mogu da otkažem onlajn?',
              'Почему я не могу отменить запись онлайн?',
            ),
            l(
              'The cancellation deadline has passed. Call the venue; most will understand if something unexpected happened.',
              'Rok za otkazivanje je prošao. Pozovite salon; većina će imati razumevanja ako se desilo nešto nepredviđeno.',
              'Срок отмены истёк. Позвоните в заведение — обычно там с пониманием относятся к непредвиденным ситуациям.',
            ),
          ),
        ],
      ),
      article(
        'rescheduling',
        '2026-04-09',
        l('Rescheduling an appointment', 'Promena termina', 'Перенос записи'),
        l(
          'Open the booking under **My bookings** and choose **Change the time**. Pick a specialist (yours is already chosen) and a free day and time; if another specialist costs more or less, the page shows the new price before you confirm. Your booking stays as it is until you press **Move my booking**, and if someone takes the new time first, nothing changes. You can move a booking online until the venue’s cancellation deadline; after that, call the venue.',
          'Otvorite rezervaciju u delu **Moje rezervacije** i izaberite **Promeni termin**. Izaberite stručnjaka (vaš je već izabran) i slobodan dan i vreme; ako drugi stručnjak košta više ili manje, stranica prikazuje novu cenu pre potvrde. Rezervacija ostaje nepromenjena dok ne pritisnete **Pomeri rezervaciju**, a ako neko pre vas zauzme novi termin, ništa se ne menja. Rezervaciju možete pomeriti onlajn do roka za otkazivanje koji je salon odredio; posle toga pozovite salon.',
          'Откройте запись в разделе **Мои записи** и нажмите **Изменить время**. Выберите мастера (ваш уже выбран) и свободные день и время; если другой мастер стоит дороже или дешевле, страница покажет новую цену до подтверждения. Запись не изменится, пока вы не нажмёте **Перенести запись**, а если новое время кто-то займёт раньше, всё останется как было. Перенести запись онлайн можно до срока отмены, установленного заведением; после него позвоните в заведение.',
        ),
      ),
      article(
        'venue-cancels',
        '2026-11-29',
        l(
          'What if the venue cancels?',
          'Šta ako salon otkaže?',
          'Что если заведение отменило запись?',
        ),
        l(
          'Sometimes a specialist falls ill. If the venue cancels, the booking shows as cancelled under My bookings and any gift card amount goes back onto the card. For a payment you made to the venue, contact the venue: it refunds it.',
          'Dešava se da se stručnjak razboli. Ako salon otkaže, rezervacija je u delu Moje rezervacije označena kao otkazana, a iznos sa poklon-kartice vraća se na karticu. Za uplatu salonu obratite se salonu: on vam je vraća.',
          'Бывает, что мастер заболел. Если заведение отменит запись, в разделе «Мои записи» она будет отмечена как отменённая, а сумма подарочной карты вернётся на карту. Если вы платили заведению, обратитесь к нему: оно вернёт оплату.',
        ),
      ),
    ],
  },
];
