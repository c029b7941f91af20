// The auth service's own pages, in the three answer languages.
import type { Language } from '../../i18n/language.js';

export interface AuthTexts {
  loginTitle: string;
  registerTitle: string;
  email: string;
  password: string;
  passwordHint: string;
  firstName: string;
  lastName: string;
  phone: string;
  optional: string;
  logIn: string;
  createAccount: string;
  toRegister: string;
  toLogin: string;
  wrongCredentials: string;
  tooManyAttempts: string;
  /** Too many passwords being checked at once (db/passwordHash.ts): nothing was done. */
  busy: string;
  missingFields: string;
  invalidPhone: string;
  passwordTooShort: string;
  invalidEmail: string;
  registrationRefused: string;
  invalidLink: string;
  invalidLinkTitle: string;
  backToSite: string;
  brandTagline: string;
  forgotLink: string;
  forgotTitle: string;
  forgotIntro: string;
  sendLink: string;
  forgotSent: string;
  backToLogin: string;
  resetTitle: string;
  newPassword: string;
  savePassword: string;
  resetDone: string;
  resetLinkInvalid: string;
  askAgain: string;
  /** Registration's answer, the same whether or not the address has an account. */
  checkInboxTitle: string;
  checkInbox: string;
  confirmTitle: string;
  confirmIntro: string;
  confirmButton: string;
  confirmed: string;
  confirmLinkInvalid: string;
  /** The right password for an account whose address is not confirmed yet. */
  confirmFirst: string;
}

export const authTexts: Record<Language, AuthTexts> = {
  en: {
    loginTitle: 'Log in to Termin',
    registerTitle: 'Create your Termin account',
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least 8 characters',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone number',
    optional: 'optional',
    logIn: 'Log in',
    createAccount: 'Create account',
    toRegister: 'New to Termin? Create an account',
    toLogin: 'Already have an account? Log in',
    wrongCredentials: 'Wrong email or password.',
    tooManyAttempts: 'Too many attempts. Please try again in a few minutes.',
    busy: 'We are very busy right now, so nothing was done. Please try again in a few seconds.',
    missingFields: 'Please fill in every required field.',
    invalidPhone: 'Please enter a valid phone number, for example +381 64 1234567.',
    passwordTooShort: 'The password needs at least 8 characters.',
    invalidEmail: 'Please enter a valid email address.',
    registrationRefused:
      'We could not create an account with these details. If you already have one, log in instead.',
    invalidLink: 'This login link is not valid. Go back to the site and start again.',
    invalidLinkTitle: 'Login link not valid',
    backToSite: 'Back to Termin',
    brandTagline: 'Book beauty and wellness near you',
    forgotLink: 'Forgot your password?',
    forgotTitle: 'Reset your password',
    forgotIntro:
      'Enter the email of your account and we will send you a link to choose a new password.',
    sendLink: 'Send the link',
    forgotSent:
      'If there is a Termin account for {email}, a link to choose a new password is on its way there. It works once, for 30 minutes.',
    backToLogin: 'Back to log in',
    resetTitle: 'Choose a new password',
    newPassword: 'New password',
    savePassword: 'Save the new password',
    resetDone:
      'Your password is changed, and every device signed in to your account is signed out. Log in with the new password.',
    resetLinkInvalid: 'This link has expired or was already used. Ask for a new one.',
    askAgain: 'Ask for a new link',
    checkInboxTitle: 'Check your inbox',
    checkInbox:
      'We sent an email to {email}. Open the link in it to confirm your address and finish signing up. If you already have an account, the email says so.',
    confirmTitle: 'Confirm your email',
    confirmIntro: 'Confirm this email address for your Termin account.',
    confirmButton: 'Confirm my email',
    confirmed: 'Your email is confirmed. You can log in now.',
    confirmLinkInvalid:
      'This link has expired or was already used. Log in with your email and password to get a new one.',
    confirmFirst:
      'Please confirm your email first: we sent a link to your address. Open it, and you are in.',
  },
  sr: {
    loginTitle: 'Prijavite se na Termin',
    registerTitle: 'Napravite Termin nalog',
    email: 'Imejl',
    password: 'Lozinka',
    passwordHint: 'Najmanje 8 znakova',
    firstName: 'Ime',
    lastName: 'Prezime',
    phone: 'Broj telefona',
    optional: 'nije obavezno',
    logIn: 'Prijavi se',
    createAccount: 'Napravi nalog',
    toRegister: 'Prvi put na Terminu? Napravite nalog',
    toLogin: 'Već imate nalog? Prijavite se',
    wrongCredentials: 'Pogrešan imejl ili lozinka.',
    tooManyAttempts: 'Previše pokušaja. Pokušajte ponovo za nekoliko minuta.',
    busy: 'Trenutno smo veoma zauzeti, pa ništa nije urađeno. Pokušajte ponovo za nekoliko sekundi.',
    missingFields: 'Popunite sva obavezna polja.',
    invalidPhone: 'Unesite ispravan broj telefona, na primer +381 64 1234567.',
    passwordTooShort: 'Lozinka mora imati najmanje 8 znakova.',
    invalidEmail: 'Unesite ispravnu imejl adresu.',
    registrationRefused:
      'Nismo mogli da napravimo nalog sa ovim podacima. Ako već imate nalog, prijavite se.',
    invalidLink: 'Ovaj link za prijavu nije ispravan. Vratite se na sajt i pokušajte ponovo.',
    invalidLinkTitle: 'Link za prijavu nije ispravan',
    backToSite: 'Nazad na Termin',
    brandTagline: 'Zakažite tretmane lepote i velnesa u svojoj blizini',
    forgotLink: 'Zaboravili ste lozinku?',
    forgotTitle: 'Promena lozinke',
    forgotIntro: 'Unesite imejl svog naloga i poslaćemo vam link za izbor nove lozinke.',
    sendLink: 'Pošalji link',
    forgotSent:
      'Ako postoji Termin nalog za {email}, link za izbor nove lozinke stiže na tu adresu. Važi jednom, 30 minuta.',
    backToLogin: 'Nazad na prijavu',
    resetTitle: 'Izaberite novu lozinku',
    newPassword: 'Nova lozinka',
    savePassword: 'Sačuvaj novu lozinku',
    resetDone:
      'Lozinka je promenjena i svi uređaji prijavljeni na vaš nalog su odjavljeni. Prijavite se novom lozinkom.',
    resetLinkInvalid: 'Ovaj link je istekao ili je već iskorišćen. Zatražite novi.',
    askAgain: 'Zatražite novi link',
    checkInboxTitle: 'Proverite imejl',
    checkInbox:
      'Poslali smo poruku na {email}. Otvorite link u njoj da potvrdite adresu i završite registraciju. Ako već imate nalog, poruka će vam to reći.',
    confirmTitle: 'Potvrdite imejl adresu',
    confirmIntro: 'Potvrdite ovu imejl adresu za svoj nalog na Terminu.',
    confirmButton: 'Potvrdi imejl adresu',
    confirmed: 'Vaša imejl adresa je potvrđena. Sada se možete prijaviti.',
    confirmLinkInvalid:
      'Ovaj link je istekao ili je već iskorišćen. Prijavite se imejl adresom i lozinkom da dobijete novi.',
    confirmFirst:
      'Prvo potvrdite imejl adresu: poslali smo link na vašu adresu. Otvorite ga i prijavljeni ste.',
  },
  ru: {
    loginTitle: 'Вход в Termin',
    registerTitle: 'Создайте аккаунт Termin',
    email: 'Электронная почта',
    password: 'Пароль',
    passwordHint: 'Не менее 8 символов',
    firstName: 'Имя',
    lastName: 'Фамилия',
    phone: 'Номер телефона',
    optional: 'необязательно',
    logIn: 'Войти',
    createAccount: 'Создать аккаунт',
    toRegister: 'Впервые в Termin? Создайте аккаунт',
    toLogin: 'Уже есть аккаунт? Войдите',
    wrongCredentials: 'Неверная электронная почта или пароль.',
    tooManyAttempts: 'Слишком много попыток. Попробуйте через несколько минут.',
    busy: 'Сейчас мы очень заняты, поэтому ничего не сделано. Попробуйте снова через несколько секунд.',
    missingFields: 'Заполните все обязательные поля.',
    invalidPhone: 'Введите правильный номер телефона, например +7 916 123-45-67.',
    passwordTooShort: 'Пароль должен содержать не менее 8 символов.',
    invalidEmail: 'Введите корректный адрес электронной почты.',
    registrationRefused:
      'Не удалось создать аккаунт с этими данными. Если у вас уже есть аккаунт, войдите.',
    invalidLink: 'Ссылка для входа недействительна. Вернитесь на сайт и начните заново.',
    invalidLinkTitle: 'Ссылка для входа недействительна',
    backToSite: 'Вернуться на Termin',
    brandTagline: 'Записывайтесь на услуги красоты и здоровья рядом с вами',
    forgotLink: 'Забыли пароль?',
    forgotTitle: 'Сброс пароля',
    forgotIntro:
      'Введите электронную почту вашего аккаунта, и мы пришлём ссылку для выбора нового пароля.',
    sendLink: 'Отправить ссылку',
    forgotSent:
      'Если для {email} есть аккаунт Termin, ссылка для выбора нового пароля уже отправлена. Она действует один раз в течение 30 минут.',
    backToLogin: 'Вернуться ко входу',
    resetTitle: 'Выберите новый пароль',
    newPassword: 'Новый пароль',
    savePassword: 'Сохранить новый пароль',
    resetDone:
      'Пароль изменён, а все устройства, где был выполнен вход в аккаунт, отключены. Войдите с новым паролем.',
    resetLinkInvalid: 'Срок действия ссылки истёк, или она уже использована. Запросите новую.',
    askAgain: 'Запросить новую ссылку',
    checkInboxTitle: 'Проверьте почту',
    checkInbox:
      'Мы отправили письмо на {email}. Откройте ссылку в нём, чтобы подтвердить адрес и завершить регистрацию. Если у вас уже есть аккаунт, письмо сообщит об этом.',
    confirmTitle: 'Подтвердите электронную почту',
    confirmIntro: 'Подтвердите этот адрес электронной почты для аккаунта Termin.',
    confirmButton: 'Подтвердить электронную почту',
    confirmed: 'Ваша электронная почта подтверждена. Теперь можно войти.',
    confirmLinkInvalid:
      'Срок действия ссылки истёк, или она уже использована. Войдите с адресом электронной почты и паролем, чтобы получить новую.',
    confirmFirst:
      'Сначала подтвердите электронную почту: мы отправили ссылку на ваш адрес. Откройте её, и вы войдёте.',
  },
};
