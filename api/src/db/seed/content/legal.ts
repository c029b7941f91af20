// /terms, /license, /privacy and /cookie-policy.
import { l } from './localized.js';
import { md } from './markdown.js';
import type { LegalPageSeed } from './types.js';

export const legalPages: readonly LegalPageSeed[] = [
  {
    slug: 'terms',
    effectiveOn: '2025-01-15',
    title: l('Terms of use', 'Uslovi korišćenja', 'Условия использования'),
    body: l(
      md`
        These terms apply to everyone who uses Termin to find venues and book services.

        ## What Termin does

        Termin is a marketplace: it shows venues, their services and free times, and passes your booking to the venue. The service itself is provided by the venue, which is responsible for its quality and price.

        ## Your booking

        A booking is made when you receive a confirmation. Please arrive on time; a venue may shorten or cancel an appointment if you are late. You may cancel free of charge until the cancellation deadline shown on the booking.

        ## Payments

        Prices are shown in the venue's currency and include VAT where it applies. Online payments go directly to the venue.

        ## Reviews

        A review must describe your own visit, be truthful and contain no insults or other people's personal data. We remove reviews that break these rules.

        ## Changes

        We may change these terms; the version in force is the one published on this page.
      `,
      md`
        Ovi uslovi važe za sve koji koriste Termin da pronađu salone i zakažu usluge.

        ## Šta Termin radi

        Termin je marketplejs: prikazuje salone, njihove usluge i slobodne termine i prosleđuje vašu rezervaciju salonu. Samu uslugu pruža salon, koji odgovara za njen kvalitet i cenu.

        ## Vaša rezervacija

        Rezervacija je napravljena kada dobijete potvrdu. Molimo vas da dođete na vreme; salon može da skrati ili otkaže termin ako kasnite. Besplatno otkazivanje moguće je do roka navedenog na rezervaciji.

        ## Plaćanje

        Cene su prikazane u valuti salona i uključuju PDV tamo gde se obračunava. Onlajn uplate idu direktno salonu.

        ## Recenzije

        Recenzija mora da opisuje vašu posetu, da bude istinita i da ne sadrži uvrede ni lične podatke drugih ljudi. Recenzije koje krše ova pravila uklanjamo.

        ## Izmene

        Ove uslove možemo da menjamo; važi verzija objavljena na ovoj stranici.
      `,
      md`
        Эти условия действуют для всех, кто пользуется Termin, чтобы находить заведения и записываться на услуги.

        ## Что делает Termin

        Termin — маркетплейс: он показывает заведения, их услуги и свободное время и передаёт вашу запись заведению. Услугу оказывает заведение, и оно отвечает за её качество и цену.

        ## Ваша запись

        Запись создана, когда вы получили подтверждение. Пожалуйста, приходите вовремя: при опоздании заведение может сократить или отменить визит. Бесплатная отмена возможна до срока, указанного в записи.

        ## Оплата

        Цены указаны в валюте заведения и включают НДС, если он применяется. Онлайн-платежи поступают напрямую заведению.

        ## Отзывы

        Отзыв должен описывать ваш собственный визит, быть правдивым и не содержать оскорблений и чужих персональных данных. Отзывы, нарушающие эти правила, мы удаляем.

        ## Изменения

        Мы можем изменять эти условия; действует версия, опубликованная на этой странице.
      `,
    ),
  },
  {
    slug: 'license',
    effectiveOn: '2025-01-15',
    title: l('Licence', 'Licenca', 'Лицензия'),
    body: l(
      md`
        ## Content

        Texts, photos and the design of Termin are protected by copyright. Venues keep the rights to their photos and descriptions and allow Termin to show them on the marketplace. You may share links to any page, but you may not copy content in bulk or scrape the site.

        ## Open-source software

        Termin is built with open-source software, including Node.js, PostgreSQL, React and Fastify. Their licences and notices are available from support on request.

        ## Trademarks

        "Termin" and the Termin logo are trademarks and may not be used without permission.
      `,
      md`
        ## Sadržaj

        Tekstovi, fotografije i dizajn Termina zaštićeni su autorskim pravom. Saloni zadržavaju prava na svoje fotografije i opise i dozvoljavaju Terminu da ih prikazuje na marketplejsu. Linkove ka bilo kojoj stranici slobodno delite, ali sadržaj nije dozvoljeno masovno kopirati niti automatski preuzimati.

        ## Softver otvorenog koda

        Termin je napravljen uz softver otvorenog koda, između ostalog Node.js, PostgreSQL, React i Fastify. Njihove licence i napomene dostupne su na zahtev preko podrške.

        ## Žigovi

        „Termin“ i logo Termina su žigovi i ne smeju se koristiti bez dozvole.
      `,
      md`
        ## Контент

        Тексты, фотографии и дизайн Termin защищены авторским правом. Заведения сохраняют права на свои фото и описания и разрешают Termin показывать их на маркетплейсе. Делиться ссылками на любые страницы можно, копировать контент массово или выгружать его автоматически — нельзя.

        ## Программное обеспечение с открытым кодом

        Termin создан с использованием открытого ПО, в том числе Node.js, PostgreSQL, React и Fastify. Тексты их лицензий и уведомления можно запросить в поддержке.

        ## Товарные знаки

        «Termin» и логотип Termin являются товарными знаками и не могут использоваться без разрешения.
      `,
    ),
  },
  {
    slug: 'privacy',
    effectiveOn: '2025-03-01',
    title: l('Privacy policy', 'Politika privatnosti', 'Политика конфиденциальности'),
    body: l(
      md`
        We collect only what is needed to make your bookings and remind you of them.

        ## What we collect

        Your name, email, phone number, bookings, reviews and notification settings. We never store card numbers.

        ## Why

        To make and manage bookings, send confirmations and the reminders you chose, and keep the marketplace safe.

        ## Who sees it

        The venue you book with sees your name, contact details and booking. Email and SMS are delivered by processors bound by contract. We never sell personal data.

        ## How long

        As long as you have an account; bookings are kept as long as the law requires.

        ## Your rights

        You can see, correct, export and delete your data. Write to support@termin.app.
      `,
      md`
        Prikupljamo samo ono što je potrebno da napravimo vaše rezervacije i podsetimo vas na njih.

        ## Šta prikupljamo

        Ime, imejl, broj telefona, rezervacije, recenzije i podešavanja obaveštenja. Brojeve kartica nikada ne čuvamo.

        ## Zašto

        Da bismo pravili i vodili rezervacije, slali potvrde i podsetnike koje ste izabrali i čuvali bezbednost marketplejsa.

        ## Ko ih vidi

        Salon kod kog zakazujete vidi vaše ime, kontakt i rezervaciju. Imejl i SMS poruke isporučuju obrađivači vezani ugovorom. Lične podatke nikada ne prodajemo.

        ## Koliko dugo

        Dok imate nalog; rezervacije čuvamo onoliko koliko zakon zahteva.

        ## Vaša prava

        Možete da vidite, ispravite, preuzmete i obrišete svoje podatke. Pišite na support@termin.app.
      `,
      md`
        Мы собираем только то, что нужно, чтобы оформить ваши записи и напомнить о них.

        ## Что мы собираем

        Имя, электронная почта, номер телефона, записи, отзывы и настройки уведомлений. Номера карт мы никогда не храним.

        ## Зачем

        Чтобы оформлять и вести записи, отправлять подтверждения и выбранные вами напоминания и обеспечивать безопасность маркетплейса.

        ## Кто их видит

        Заведение, в которое вы записались, видит ваше имя, контакты и запись. Письма и SMS доставляют обработчики, связанные договором. Мы никогда не продаём персональные данные.

        ## Как долго

        Пока у вас есть аккаунт; записи хранятся столько, сколько требует закон.

        ## Ваши права

        Вы можете просмотреть, исправить, выгрузить и удалить свои данные. Пишите на support@termin.app.
      `,
    ),
  },
  {
    slug: 'cookie-policy',
    effectiveOn: '2025-03-01',
    title: l('Cookie policy', 'Politika kolačića', 'Политика cookie'),
    body: l(
      md`
        Termin uses as few cookies as it can.

        ## Necessary cookies

        - a session cookie that keeps you signed in (httpOnly, secure);
        - a short-lived cookie that protects logging in against forgery;
        - your chosen language and screen size (viewport), so pages render correctly.

        ## Analytics

        We count page views and clicks such as "Book now" without following you to other websites.

        ## Your choice

        Necessary cookies cannot be switched off, because the site does not work without them. You can delete cookies at any time in your browser settings.
      `,
      md`
        Termin koristi što manje kolačića.

        ## Neophodni kolačići

        - kolačić sesije koji vas drži prijavljenim (httpOnly, secure);
        - kratkotrajni kolačić koji štiti prijavu od zloupotrebe;
        - izabrani jezik i veličina ekrana (viewport), da bi se stranice pravilno prikazale.

        ## Analitika

        Brojimo posete stranicama i klikove poput „Zakaži“, bez praćenja na drugim sajtovima.

        ## Vaš izbor

        Neophodne kolačiće nije moguće isključiti jer sajt bez njih ne radi. Kolačiće možete obrisati u svakom trenutku u podešavanjima pregledača.
      `,
      md`
        Termin использует как можно меньше файлов cookie.

        ## Необходимые cookie

        - cookie сессии, благодаря которому вы остаётесь в аккаунте (httpOnly, secure);
        - краткосрочный cookie, защищающий вход от подделки;
        - выбранный язык и размер экрана (viewport), чтобы страницы отображались правильно.

        ## Аналитика

        Мы считаем просмотры страниц и нажатия вроде «Записаться», не отслеживая вас на других сайтах.

        ## Ваш выбор

        Необходимые cookie отключить нельзя: без них сайт не работает. Удалить cookie можно в любой момент в настройках браузера.
      `,
    ),
  },
];
