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
  missingFields: string;
  passwordTooShort: string;
  invalidEmail: string;
  registrationRefused: string;
  invalidLink: string;
  invalidLinkTitle: string;
  brandTagline: string;
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
    phone: 'Phone',
    optional: 'optional',
    logIn: 'Log in',
    createAccount: 'Create account',
    toRegister: 'New to Termin? Create an account',
    toLogin: 'Already have an account? Log in',
    wrongCredentials: 'Wrong email or password.',
    tooManyAttempts: 'Too many attempts. Please try again in a few minutes.',
    missingFields: 'Please fill in every required field.',
    passwordTooShort: 'The password needs at least 8 characters.',
    invalidEmail: 'Please enter a valid email address.',
    registrationRefused:
      'We could not create an account with these details. If you already have one, log in instead.',
    invalidLink: 'This login link is not valid. Go back to the site and start again.',
    invalidLinkTitle: 'Login link not valid',
    brandTagline: 'Book beauty and wellness near you',
  },
  sr: {
    loginTitle: 'Prijavite se na Termin',
    registerTitle: 'Napravite Termin nalog',
    email: 'Imejl',
    password: 'Lozinka',
    passwordHint: 'Najmanje 8 znakova',
    firstName: 'Ime',
    lastName: 'Prezime',
    phone: 'Telefon',
    optional: 'nije obavezno',
    logIn: 'Prijavi se',
    createAccount: 'Napravi nalog',
    toRegister: 'Prvi put na Terminu? Napravite nalog',
    toLogin: 'Već imate nalog? Prijavite se',
    wrongCredentials: 'Pogrešan imejl ili lozinka.',
    tooManyAttempts: 'Previše pokušaja. Pokušajte ponovo za nekoliko minuta.',
    missingFields: 'Popunite sva obavezna polja.',
    passwordTooShort: 'Lozinka mora imati najmanje 8 znakova.',
    invalidEmail: 'Unesite ispravnu imejl adresu.',
    registrationRefused:
      'Nismo mogli da napravimo nalog sa ovim podacima. Ako već imate nalog, prijavite se.',
    invalidLink: 'Ovaj link za prijavu nije ispravan. Vratite se na sajt i pokušajte ponovo.',
    invalidLinkTitle: 'Link za prijavu nije ispravan',
    brandTagline: 'Zakažite tretmane lepote i wellness u svojoj blizini',
  },
  ru: {
    loginTitle: 'Вход в Termin',
    registerTitle: 'Создайте аккаунт Termin',
    email: 'Эл. почта',
    password: 'Пароль',
    passwordHint: 'Не менее 8 символов',
    firstName: 'Имя',
    lastName: 'Фамилия',
    phone: 'Телефон',
    optional: 'необязательно',
    logIn: 'Войти',
    createAccount: 'Создать аккаунт',
    toRegister: 'Впервые в Termin? Создайте аккаунт',
    toLogin: 'Уже есть аккаунт? Войдите',
    wrongCredentials: 'Неверная эл. почта или пароль.',
    tooManyAttempts: 'Слишком много попыток. Попробуйте через несколько минут.',
    missingFields: 'Заполните все обязательные поля.',
    passwordTooShort: 'Пароль должен содержать не менее 8 символов.',
    invalidEmail: 'Введите корректный адрес эл. почты.',
    registrationRefused:
      'Не удалось создать аккаунт с этими данными. Если у вас уже есть аккаунт, войдите.',
    invalidLink: 'Ссылка для входа недействительна. Вернитесь на сайт и начните заново.',
    invalidLinkTitle: 'Ссылка для входа недействительна',
    brandTagline: 'Записывайтесь на услуги красоты и здоровья рядом с вами',
  },
};
