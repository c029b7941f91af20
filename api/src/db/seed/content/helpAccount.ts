// Help center: payments and gift cards, the customer account, reviews.
import { article, faq, l } from './localized.js';
import type { HelpTopicSeed } from './types.js';

export const accountTopics: readonly HelpTopicSeed[] = [
  {
    slug: 'payments-and-gift-cards',
    icon: 'wallet',
    title: l('Payments and gift cards', 'Plaćanje i poklon-kartice', 'Оплата и подарочные карты'),
    description: l(
      'Paying online or at the venue, buying and using gift cards.',
      'Plaćanje onlajn ili u salonu, kupovina i korišćenje poklon-kartica.',
      'Оплата онлайн или на месте, покупка и использование подарочных карт.',
    ),
    articles: [
      article(
        'paying-with-ips-qr',
        '2026-08-14',
        l('Paying with an IPS QR code', 'Plaćanje IPS QR kodom', 'Оплата по QR-коду IPS'),
        l(
          'Venues in Serbia can take instant payments through the NBS IPS system. Choose **Pay with IPS QR**, open your bank’s mobile app, scan the code and confirm. The money arrives in seconds and the booking is marked as paid. The code is valid for a limited time; if it expires, create a new one.',
          'Saloni u Srbiji mogu da primaju instant plaćanja preko NBS IPS sistema. Izaberite **Plati IPS QR kodom**, otvorite mobilnu aplikaciju svoje banke, skenirajte kod i potvrdite. Novac stiže za nekoliko sekundi i rezervacija se označava kao plaćena. Kod važi ograničeno vreme; ako istekne, napravite novi.',
          'Заведения в Сербии принимают мгновенные платежи через систему НБС IPS. Выберите **Оплатить по QR IPS**, откройте мобильное приложение банка, отсканируйте код и подтвердите. Деньги поступят за несколько секунд, и запись будет отмечена как оплаченная. Код действует ограниченное время; если он истёк, создайте новый.',
        ),
        [
          faq(
            l(
              'Which banks support IPS?',
              'Koje banke podržavaju IPS?',
              'Какие банки поддерживают IPS?',
            ),
            l(
              'Every bank in Serbia with mobile banking supports paying by IPS QR code.',
              'Sve banke u Srbiji koje imaju mobilno bankarstvo podržavaju plaćanje IPS QR kodom.',
              'Все банки Сербии с мобильным банкингом поддерживают оплату по QR-коду IPS.',
            ),
          ),
        ],
      ),
      article(
        'paying-at-the-venue',
        '2026-11-29',
        l('Paying at the venue', 'Plaćanje u salonu', 'Оплата на месте'),
        l(
          'Unless the venue asks for prepayment, you pay after the visit, in cash or by card. The price shown when you book is the price you pay; for services priced *from*, the specialist confirms the final price before starting.',
          'Ako salon ne traži uplatu unapred, plaćate posle posete, gotovinom ili karticom. Cena koju vidite pri zakazivanju je cena koju plaćate; za usluge sa cenom *od*, stručnjak potvrđuje konačnu cenu pre početka.',
          'Если заведение не просит предоплату, вы платите после визита наличными или картой. Цена при записи — это цена, которую вы заплатите; для услуг с ценой *от* мастер называет итоговую стоимость до начала.',
        ),
      ),
      article(
        'buying-a-gift-card',
        '2026-11-29',
        l('Buying a gift card', 'Kupovina poklon-kartice', 'Покупка подарочной карты'),
        l(
          'Open a venue and choose **Gift cards**. Pick an amount, add the recipient’s name and a message, and pay. The recipient gets a code such as TERM-4K7P-9QXA for any service at that venue, or at every branch of the business.',
          'Otvorite salon i izaberite **Poklon-kartice**. Izaberite iznos, dodajte ime primaoca i poruku i platite. Primalac dobija kod, na primer TERM-4K7P-9QXA, za bilo koju uslugu u tom salonu ili u svim njegovim poslovnicama.',
          'Откройте страницу заведения и выберите **Подарочные карты**. Укажите сумму, имя получателя и поздравление и оплатите. Получатель получит код вида TERM-4K7P-9QXA на любые услуги этого заведения или всех его филиалов.',
        ),
      ),
      article(
        'using-a-gift-card',
        '2026-11-29',
        l('Using a gift card', 'Korišćenje poklon-kartice', 'Как использовать подарочную карту'),
        l(
          'Enter the code at checkout. The amount is taken off the price of the booking and whatever is left stays on the card until it expires. If you cancel the booking, the amount goes back onto the card. The expiry date comes with the code.',
          'Unesite kod pri plaćanju. Iznos se oduzima od cene rezervacije, a ostatak ostaje na kartici do isteka. Ako otkažete rezervaciju, iznos se vraća na karticu. Datum isteka dobijate zajedno sa kodom.',
          'Введите код при оформлении. Сумма пойдёт в оплату записи, а остаток останется на карте до конца срока действия. Если вы отмените запись, сумма вернётся на карту. Срок действия указан вместе с кодом.',
        ),
      ),
    ],
  },
  {
    slug: 'account',
    icon: 'user',
    title: l('Your account', 'Vaš nalog', 'Ваш аккаунт'),
    description: l(
      'Signing in, profile details and notifications.',
      'Prijava, lični podaci i obaveštenja.',
      'Вход, личные данные и уведомления.',
    ),
    articles: [
      article(
        'creating-an-account',
        '2026-11-29',
        l('Creating an account', 'Otvaranje naloga', 'Создание аккаунта'),
        l(
          'Choose **Sign up** in the header (on a phone, in the menu). Enter your name, email and a password of at least eight characters. We send a link to that address: open it to confirm the address, and you are logged in. Your bookings and gift cards are then kept together under **My bookings**.',
          'Izaberite **Registracija** u zaglavlju (na telefonu u meniju). Unesite ime, imejl i lozinku od najmanje osam znakova. Na tu adresu šaljemo link: otvorite ga da potvrdite adresu i prijavljeni ste. Vaše rezervacije i poklon-kartice su zatim na jednom mestu, u delu **Moje rezervacije**.',
          'Нажмите **Регистрация** в шапке сайта (на телефоне — в меню). Укажите имя, электронную почту и пароль не короче восьми символов. Мы пришлём на этот адрес ссылку: откройте её, чтобы подтвердить адрес, и вы войдёте в аккаунт. После этого все записи и подарочные карты будут в разделе **Мои записи**.',
        ),
      ),
      article(
        'forgotten-password',
        '2026-11-29',
        l('Forgotten password', 'Zaboravljena lozinka', 'Забыли пароль'),
        l(
          'On the login page choose **Forgot your password?**, enter the email address of your account and choose **Send the link**. The link we send works once, for 30 minutes: open it and choose a new password. Choosing it logs you out on every device. No email after a few minutes? Check the spam folder, and that the address is the one you signed up with.',
          'Na stranici za prijavu izaberite **Zaboravili ste lozinku?**, unesite imejl adresu naloga i izaberite **Pošalji link**. Link koji pošaljemo važi jednom, 30 minuta: otvorite ga i izaberite novu lozinku. Time se odjavljujete sa svih uređaja. Imejl ne stiže ni posle nekoliko minuta? Pogledajte folder za neželjenu poštu i proverite da li je to adresa sa kojom ste se registrovali.',
          'На странице входа нажмите **Забыли пароль?**, укажите электронную почту аккаунта и нажмите **Отправить ссылку**. Ссылка из письма действует один раз в течение 30 минут: откройте её и выберите новый пароль. После этого вы выйдете из аккаунта на всех устройствах. Письма нет и через несколько минут? Проверьте папку «Спам» и тот ли это адрес, с которым вы регистрировались.',
        ),
      ),
      article(
        'notification-settings',
        '2026-11-29',
        l('Notification settings', 'Podešavanja obaveštenja', 'Настройки уведомлений'),
        l(
          'We write to you when a booking is made, moved or cancelled, when a gift card you bought is ready, and with a reminder about a day before each visit: by email, and by text message (SMS) to the phone number of the booking if you turn them on. In **My profile → Notifications** you choose, for email and for text messages, the confirmations and changes of bookings, the reminders, and news and offers. Emails about your password and your address are always sent.',
          'Pišemo vam kada je rezervacija napravljena, pomerena ili otkazana, kada je kupljena poklon-kartica spremna i podsetnikom otprilike dan pre svake posete: imejlom, a ako ih uključite i SMS porukom na broj telefona iz rezervacije. U **Moj profil → Obaveštenja** birate, za imejl i za SMS poruke, potvrde i izmene rezervacija, podsetnike te novosti i ponude. Imejlovi o lozinci i adresi stižu uvek.',
          'Мы пишем вам, когда запись создана, перенесена или отменена, когда купленная подарочная карта готова, и напоминаем о визите примерно за сутки: по электронной почте, а если вы их включите, то и SMS на номер телефона из записи. В разделе **Мой профиль → Уведомления** вы выбираете для почты и для SMS подтверждения и изменения записей, напоминания, новости и предложения. Письма о пароле и адресе приходят всегда.',
        ),
      ),
      article(
        'changing-your-details',
        '2026-11-29',
        l('Changing your details', 'Izmena ličnih podataka', 'Изменение личных данных'),
        l(
          'Update your name, email, phone and language in **My profile → General**. We write to you in the language you choose. A new email address gets a link to confirm it: until you open it, we send you no booking messages, and the next login asks for it. The address is also how you log in, so use the new one next time.',
          'Ime, imejl, broj telefona i jezik menjate u **Moj profil → Opšte**. Pišemo vam na jeziku koji izaberete. Na novu imejl adresu šaljemo link za potvrdu: dok ga ne otvorite, ne šaljemo vam poruke o rezervacijama, a sledeća prijava ga traži. Adresom se i prijavljujete, pa sledeći put koristite novu.',
          'Имя, электронная почта, номер телефона и язык меняются в разделе **Мой профиль → Общие**. Мы пишем вам на выбранном языке. На новый адрес почты придёт ссылка для подтверждения: пока вы её не откроете, мы не присылаем сообщения о записях, а при следующем входе её попросят. Адрес почты — это и ваш логин, поэтому в следующий раз входите с новым.',
        ),
      ),
      article(
        'deleting-your-account',
        '2026-11-29',
        l('Deleting your account', 'Brisanje naloga', 'Удаление аккаунта'),
        l(
          'Write to support from the email address of the account. We delete your profile within 30 days; venues keep the records of past visits that the law requires them to keep.',
          'Pišite podršci sa imejl adrese naloga. Profil brišemo u roku od 30 dana; saloni čuvaju evidenciju prošlih poseta koju su po zakonu dužni da čuvaju.',
          'Напишите в поддержку с адреса электронной почты, привязанного к аккаунту. Мы удалим профиль в течение 30 дней; заведения хранят записи о прошлых визитах, которые обязаны хранить по закону.',
        ),
      ),
    ],
  },
  {
    slug: 'reviews',
    icon: 'star',
    title: l('Reviews', 'Recenzije', 'Отзывы'),
    description: l(
      'Who can write a review and how ratings work.',
      'Ko može da napiše recenziju i kako se računaju ocene.',
      'Кто может оставить отзыв и как считается рейтинг.',
    ),
    articles: [
      article(
        'who-can-review',
        '2026-11-29',
        l('Who can leave a review', 'Ko može da ostavi recenziju', 'Кто может оставить отзыв'),
        l(
          'Only customers who booked and came can review, once per booking, so every review on Termin comes from a real visit. Visits waiting for your review are under **My bookings → Past**.',
          'Recenziju mogu da ostave samo korisnici koji su zakazali i došli, jednom po rezervaciji, pa svaka recenzija na Terminu dolazi iz stvarne posete. Posete koje čekaju vašu recenziju nalaze se u delu **Moje rezervacije → Prošle**.',
          'Оставить отзыв могут только те, кто записался и пришёл, — один раз на запись, поэтому каждый отзыв на Termin основан на реальном визите. Визиты, ожидающие отзыва, — в разделе **Мои записи → Прошедшие**.',
        ),
      ),
      article(
        'writing-a-helpful-review',
        '2026-01-13',
        l(
          'Writing a helpful review',
          'Kako da napišete korisnu recenziju',
          'Как написать полезный отзыв',
        ),
        l(
          'Say what you booked, who did it and how it went: punctuality, cleanliness, the result. Be specific and fair; the venue can reply publicly, and other customers read the replies too.',
          'Napišite šta ste zakazali, ko je radio i kako je prošlo: tačnost, čistoća, rezultat. Budite konkretni i fer; salon može javno da odgovori, a i drugi korisnici čitaju odgovore.',
          'Напишите, на что записывались, кто делал и как всё прошло: пунктуальность, чистота, результат. Будьте конкретны и справедливы: заведение может ответить публично, и другие клиенты читают ответы.',
        ),
      ),
      article(
        'how-ratings-work',
        '2026-11-29',
        l('How ratings are calculated', 'Kako se računa ocena', 'Как считается рейтинг'),
        l(
          'A venue’s rating is the average of all its reviews, rounded to two decimals and shown with the number of reviews. Specialists have their own rating from the reviews about them. A review counts from the moment it is published.',
          'Ocena salona je prosek svih njegovih recenzija, zaokružen na dve decimale i prikazan uz broj recenzija. Stručnjaci imaju sopstvenu ocenu iz recenzija koje se na njih odnose. Recenzija se računa od trenutka objavljivanja.',
          'Рейтинг заведения — среднее всех его отзывов, округлённое до двух знаков и показанное вместе с числом отзывов. У мастеров свой рейтинг по отзывам о них. Отзыв учитывается с момента публикации.',
        ),
      ),
    ],
  },
];
