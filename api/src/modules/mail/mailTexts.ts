// What Termin's e-mails say, in each language the customer may use. {placeholders} are filled by
// renderMail.ts; Serbian is written in Latin script, as on the site.
import type { Language } from '../../i18n/language.js';

export interface MailTexts {
  hello: string;
  signature: string;
  footer: string;
  dateAtTime: string;
  labels: {
    when: string;
    where: string;
    booked: string;
    total: string;
    toPay: string;
    before: string;
    code: string;
    amount: string;
    validUntil: string;
    recipient: string;
    from: string;
    message: string;
    comment: string;
  };
  places: (count: number) => string;
  withMaster: string;
  /** One service of a visit and its time at the venue ("9:00 – 10:00 AM"). */
  partAt: string;
  subjects: {
    booked: string;
    moved: string;
    cancelled: string;
    reminder: string;
    giftCard: string;
    /** To a gift card's recipient: {from} (the buyer), {organization}. */
    gift: string;
    passwordReset: string;
  };
  intros: {
    booked: string;
    moved: string;
    cancelled: string;
    reminder: string;
    giftCard: string;
    gift: string;
    passwordReset: string;
  };
  /** To the buyer: the card went to the recipient ({email}), or goes on a day ({date}). */
  giftSent: string;
  giftSendsOn: string;
  changeUntil: string;
  cancelUntil: string;
  calendarAttached: string;
  /** A cancelled visit partly paid by gift card: {amount} went back onto the card. */
  giftCardBack: string;
  /** A cancelled visit the customer paid the venue for: who returns the money. */
  paymentBack: string;
  ignoreIfNotYou: string;
  actions: {
    booking: string;
    bookAgain: string;
    giftCard: string;
    passwordReset: string;
  };
  /** The receipt of an IPS payment: {amount}, {payee}; what was paid for, as a fact. */
  receipt: {
    subject: string;
    intro: string;
    paidFor: string;
    /** {services} at {venue}, {when}. */
    booking: string;
    /** {code}, {organization}. */
    giftCard: string;
    paidAt: string;
    payee: string;
    account: string;
    reference: string;
    purpose: string;
  };
  /** Registration's e-mails: confirm the address, or "you already have an account". */
  account: {
    verifySubject: string;
    verifyIntro: string;
    verifyAction: string;
    verifyIgnore: string;
    existsSubject: string;
    existsIntro: string;
    existsAction: string;
    existsReset: string;
  };
}

const en: MailTexts = {
  hello: 'Hello {name},',
  signature: 'Termin',
  footer:
    'You get this email because of a booking or an account at Termin. Manage your bookings under My bookings.',
  dateAtTime: '{date} at {time}',
  labels: {
    when: 'When',
    where: 'Where',
    booked: 'Booked',
    total: 'Total',
    toPay: 'To pay at the venue',
    before: 'Before',
    code: 'Code',
    amount: 'Amount',
    validUntil: 'Valid until',
    recipient: 'For',
    from: 'From',
    message: 'Message',
    comment: 'Your comment',
  },
  places: (count) => (count === 1 ? '1 place' : `${count} places`),
  withMaster: '{service} with {master}',
  partAt: '{part}, {time}',
  subjects: {
    booked: 'Booking confirmed: {venue}, {when}',
    moved: 'Booking moved: {venue}, {when}',
    cancelled: 'Booking cancelled: {venue}, {when}',
    reminder: 'Reminder: {venue}, {when}',
    giftCard: 'Your gift card {code} is ready',
    gift: '{from} sent you a gift card: {organization}',
    passwordReset: 'Reset your Termin password',
  },
  intros: {
    booked: 'your booking is confirmed. We look forward to seeing you.',
    moved: 'your booking has been moved to a new time.',
    cancelled: 'your booking has been cancelled.',
    reminder: 'a reminder of your visit in about 24 hours.',
    giftCard: 'your gift card is paid and ready to use. Give the code to the person it is for.',
    gift: '{from} has given you a gift card. Book a visit on Termin and enter the code when you confirm it.',
    passwordReset:
      'someone asked to reset the password of your Termin account. Choose a new password with the link below within 30 minutes; it works once.',
  },
  changeUntil: 'You can move or cancel it online free of charge until {deadline}.',
  cancelUntil: 'You can cancel it online free of charge until {deadline}.',
  calendarAttached: 'The visit is attached as a calendar file.',
  giftCardBack: 'The {amount} paid with a gift card is back on the card.',
  paymentBack:
    'The venue returns the {amount} you paid to the account you paid from. If it has not arrived within a few working days, please call the venue.',
  giftSent: 'The card has been emailed to {email}.',
  giftSendsOn: 'The card will be emailed to {email} on {date}.',
  ignoreIfNotYou: 'If it was not you, ignore this email: your password stays as it is.',
  actions: {
    booking: 'Open your booking',
    bookAgain: 'Book another time',
    giftCard: 'See the gift card',
    passwordReset: 'Choose a new password',
  },
  receipt: {
    subject: 'Receipt: {amount} paid to {payee}',
    intro: 'we have received your payment by IPS QR code. Keep this email as your receipt.',
    paidFor: 'Paid for',
    booking: '{services} at {venue}, {when}',
    giftCard: 'Gift card {code}, {organization}',
    paidAt: 'Paid on',
    payee: 'Payee',
    account: 'Payee account',
    reference: 'Reference',
    purpose: 'Purpose',
  },
  account: {
    verifySubject: 'Confirm your email for Termin',
    verifyIntro:
      'confirm that this is your email address to finish creating your Termin account. The link works once, for 24 hours.',
    verifyAction: 'Confirm my email',
    verifyIgnore:
      'If you did not create an account, ignore this email: nothing is created without it.',
    existsSubject: 'You already have a Termin account',
    existsIntro:
      'someone tried to create a Termin account with this email address, but you already have one. If it was you, log in with your password.',
    existsAction: 'Log in',
    existsReset: 'Forgot your password? Choose a new one: {link}',
  },
};

const sr: MailTexts = {
  hello: 'Zdravo, {name},',
  signature: 'Termin',
  footer:
    'Ovu poruku dobijate zbog rezervacije ili naloga na Terminu. Rezervacijama upravljate u delu Moje rezervacije.',
  dateAtTime: '{date} u {time}',
  labels: {
    when: 'Kada',
    where: 'Gde',
    booked: 'Rezervisano',
    total: 'Ukupno',
    toPay: 'Za plaćanje na licu mesta',
    before: 'Ranije',
    code: 'Kod',
    amount: 'Iznos',
    validUntil: 'Važi do',
    recipient: 'Za',
    from: 'Od',
    message: 'Poruka',
    comment: 'Vaš komentar',
  },
  places: (count) => (count % 10 === 1 && count % 100 !== 11 ? `${count} mesto` : `${count} mesta`),
  withMaster: '{service}, {master}',
  partAt: '{part}, {time}',
  subjects: {
    booked: 'Rezervacija potvrđena: {venue}, {when}',
    moved: 'Rezervacija pomerena: {venue}, {when}',
    cancelled: 'Rezervacija otkazana: {venue}, {when}',
    reminder: 'Podsetnik: {venue}, {when}',
    giftCard: 'Vaša poklon-kartica {code} je spremna',
    gift: '{from} vam šalje poklon-karticu: {organization}',
    passwordReset: 'Promena lozinke za Termin',
  },
  intros: {
    booked: 'vaša rezervacija je potvrđena. Radujemo se vašoj poseti.',
    moved: 'vaša rezervacija je pomerena na novi termin.',
    cancelled: 'vaša rezervacija je otkazana.',
    reminder: 'podsećamo vas na posetu za otprilike 24 sata.',
    giftCard:
      'vaša poklon-kartica je plaćena i spremna za korišćenje. Kod dajte osobi kojoj je namenjena.',
    gift: '{from} vam poklanja poklon-karticu. Rezervišite posetu na Terminu i unesite kod pri potvrdi rezervacije.',
    passwordReset:
      'neko je zatražio promenu lozinke za vaš nalog na Terminu. Novu lozinku izaberite preko linka ispod u roku od 30 minuta; link važi jednom.',
  },
  changeUntil: 'Rok za besplatno pomeranje ili otkazivanje onlajn: {deadline}.',
  cancelUntil: 'Rok za besplatno otkazivanje onlajn: {deadline}.',
  calendarAttached: 'Poseta je priložena kao kalendarska datoteka.',
  giftCardBack: 'Iznos od {amount} plaćen poklon-karticom vraćen je na karticu.',
  paymentBack:
    'Salon vam vraća uplaćenih {amount} na račun sa kog ste platili. Ako novac ne stigne za nekoliko radnih dana, pozovite salon.',
  giftSent: 'Kartica je poslata imejlom na {email}.',
  giftSendsOn: 'Kartica stiže imejlom na {email} ovog dana: {date}.',
  ignoreIfNotYou: 'Ako to niste bili vi, zanemarite ovu poruku: lozinka ostaje ista.',
  actions: {
    booking: 'Otvorite rezervaciju',
    bookAgain: 'Rezervišite drugi termin',
    giftCard: 'Pogledajte poklon-karticu',
    passwordReset: 'Izaberite novu lozinku',
  },
  receipt: {
    subject: 'Potvrda o plaćanju: {amount}, primalac {payee}',
    intro:
      'primili smo vašu uplatu preko IPS QR koda. Sačuvajte ovaj imejl kao potvrdu o plaćanju.',
    paidFor: 'Plaćeno za',
    booking: '{services}, {venue}, {when}',
    giftCard: 'Poklon-kartica {code}, {organization}',
    paidAt: 'Vreme plaćanja',
    payee: 'Primalac',
    account: 'Račun primaoca',
    reference: 'Poziv na broj',
    purpose: 'Svrha uplate',
  },
  account: {
    verifySubject: 'Potvrdite imejl adresu za Termin',
    verifyIntro:
      'potvrdite da je ovo vaša imejl adresa da biste završili otvaranje naloga na Terminu. Link važi jednom, 24 sata.',
    verifyAction: 'Potvrdi imejl adresu',
    verifyIgnore:
      'Ako niste otvarali nalog, zanemarite ovu poruku: bez potvrde se ništa ne otvara.',
    existsSubject: 'Već imate nalog na Terminu',
    existsIntro:
      'neko je pokušao da otvori nalog na Terminu sa ovom imejl adresom, ali vi već imate nalog. Ako ste to bili vi, prijavite se svojom lozinkom.',
    existsAction: 'Prijava',
    existsReset: 'Zaboravili ste lozinku? Izaberite novu: {link}',
  },
};

const ru: MailTexts = {
  hello: 'Здравствуйте, {name}!',
  signature: 'Termin',
  footer:
    'Вы получили это письмо, потому что у вас есть запись или аккаунт на Termin. Управлять записями можно в разделе «Мои записи».',
  dateAtTime: '{date} в {time}',
  labels: {
    when: 'Когда',
    where: 'Где',
    booked: 'Запись',
    total: 'Итого',
    toPay: 'К оплате в заведении',
    before: 'Было',
    code: 'Код',
    amount: 'Сумма',
    validUntil: 'Действует до',
    recipient: 'Для',
    from: 'От',
    message: 'Сообщение',
    comment: 'Ваш комментарий',
  },
  places: (count) => {
    const last = count % 10;
    const teen = count % 100 >= 11 && count % 100 <= 14;
    if (last === 1 && !teen) return `${count} место`;
    if (last >= 2 && last <= 4 && !teen) return `${count} места`;
    return `${count} мест`;
  },
  withMaster: '{service}, мастер {master}',
  partAt: '{part}, {time}',
  subjects: {
    booked: 'Запись подтверждена: {venue}, {when}',
    moved: 'Запись перенесена: {venue}, {when}',
    cancelled: 'Запись отменена: {venue}, {when}',
    reminder: 'Напоминание: {venue}, {when}',
    giftCard: 'Ваша подарочная карта {code} готова',
    gift: '{from} дарит вам подарочную карту: {organization}',
    passwordReset: 'Сброс пароля Termin',
  },
  intros: {
    booked: 'Ваша запись подтверждена. Ждём вас!',
    moved: 'Ваша запись перенесена на новое время.',
    cancelled: 'Ваша запись отменена.',
    reminder: 'Напоминаем о визите примерно через 24 часа.',
    giftCard:
      'Ваша подарочная карта оплачена и готова к использованию. Передайте код тому, для кого она.',
    gift: '{from} дарит вам подарочную карту. Запишитесь на Termin и введите код при подтверждении записи.',
    passwordReset:
      'Кто-то запросил сброс пароля вашего аккаунта Termin. Выберите новый пароль по ссылке ниже в течение 30 минут; ссылка действует один раз.',
  },
  changeUntil: 'Срок бесплатного переноса или отмены онлайн: {deadline}.',
  cancelUntil: 'Срок бесплатной отмены онлайн: {deadline}.',
  calendarAttached: 'Визит приложен файлом календаря.',
  giftCardBack: 'Сумма {amount}, оплаченная подарочной картой, возвращена на карту.',
  paymentBack:
    'Заведение вернёт оплаченные {amount} на счёт, с которого вы платили. Если деньги не поступят в течение нескольких рабочих дней, позвоните в заведение.',
  giftSent: 'Карта отправлена на {email}.',
  giftSendsOn: 'Карта будет отправлена на {email} {date}.',
  ignoreIfNotYou: 'Если это были не вы, просто проигнорируйте письмо: пароль останется прежним.',
  actions: {
    booking: 'Открыть запись',
    bookAgain: 'Записаться на другое время',
    giftCard: 'Открыть подарочную карту',
    passwordReset: 'Выбрать новый пароль',
  },
  receipt: {
    subject: 'Квитанция: {amount}, получатель {payee}',
    intro: 'Мы получили вашу оплату по IPS QR-коду. Сохраните это письмо как квитанцию об оплате.',
    paidFor: 'Оплата за',
    booking: '{services}, {venue}, {when}',
    giftCard: 'Подарочная карта {code}, {organization}',
    paidAt: 'Время оплаты',
    payee: 'Получатель',
    account: 'Счёт получателя',
    reference: 'Номер платежа',
    purpose: 'Назначение платежа',
  },
  account: {
    verifySubject: 'Подтвердите электронную почту для Termin',
    verifyIntro:
      'Подтвердите, что это ваш адрес электронной почты, чтобы завершить создание аккаунта в Termin. Ссылка действует один раз в течение 24 часов.',
    verifyAction: 'Подтвердить электронную почту',
    verifyIgnore:
      'Если вы не создавали аккаунт, просто проигнорируйте это письмо: без подтверждения ничего не создаётся.',
    existsSubject: 'У вас уже есть аккаунт Termin',
    existsIntro:
      'Кто-то попытался создать аккаунт Termin с этим адресом электронной почты, но он у вас уже есть. Если это были вы, войдите со своим паролем.',
    existsAction: 'Войти',
    existsReset: 'Забыли пароль? Задайте новый: {link}',
  },
};

export const mailTexts: Readonly<Record<Language, MailTexts>> = { en, sr, ru };
