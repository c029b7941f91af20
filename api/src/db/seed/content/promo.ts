// Promo landing pages: /promo in each language, and Serbian campaign pages at /{token}.
import { md } from './markdown.js';
import type { PromoPageSeed } from './types.js';

export const promoPages: readonly PromoPageSeed[] = [
  {
    slug: 'promo',
    language: 'en',
    title: 'Your first booking, 20% off',
    subtitle: 'New to Termin? Book any service online and save 20% on your first visit.',
    body: md`
      1. Find a venue in your city.
      2. Book any service online and log in or create an account.
      3. The discount is applied when you pay at the venue.

      One booking per customer, at participating venues, until the end of the month.
    `,
    ctaLabel: 'Find a venue',
    ctaUrl: '/en/search',
  },
  {
    slug: 'promo',
    language: 'sr',
    title: 'Prvo zakazivanje uz 20% popusta',
    subtitle:
      'Novi ste na Terminu? Zakažite bilo koju uslugu onlajn i uštedite 20% na prvoj poseti.',
    body: md`
      1. Pronađite salon u svom gradu.
      2. Zakažite bilo koju uslugu onlajn i prijavite se ili otvorite nalog.
      3. Popust se obračunava pri plaćanju u salonu.

      Jedna rezervacija po korisniku, u salonima koji učestvuju u akciji, do kraja meseca.
    `,
    ctaLabel: 'Pronađi salon',
    ctaUrl: '/sr-RS/search',
  },
  {
    slug: 'promo',
    language: 'ru',
    title: 'Скидка 20% на первую запись',
    subtitle:
      'Впервые на Termin? Запишитесь на любую услугу онлайн и сэкономьте 20% на первом визите.',
    body: md`
      1. Найдите заведение в своём городе.
      2. Запишитесь на любую услугу онлайн, войдите или создайте аккаунт.
      3. Скидка применяется при оплате в заведении.

      Одна запись на клиента в заведениях-участниках акции до конца месяца.
    `,
    ctaLabel: 'Найти заведение',
    // Russian has no route prefix of its own (spec §1); the site redirects by the locale cookie.
    ctaUrl: '/search',
  },
  {
    slug: 'prvi-termin',
    language: 'sr',
    title: 'Prvi termin je na nas: 20% popusta',
    subtitle: 'Za sve koji prvi put zakazuju preko Termina u Beogradu, Novom Sadu i Nišu.',
    body: md`
      Šišanje, manikir, masaža ili pregled kod stomatologa: izaberite uslugu, zakažite onlajn i na prvoj poseti platite 20% manje.

      - važi za prvu rezervaciju preko Termina;
      - popust obračunava salon pri plaćanju;
      - akcija traje do kraja meseca.
    `,
    ctaLabel: 'Zakaži prvi termin',
    ctaUrl: '/sr-RS/search',
  },
  {
    slug: 'poklon',
    language: 'sr',
    title: 'Poklonite opuštanje',
    subtitle: 'Poklon-kartice za masaže, spa dane i tretmane lepote, poslate imejlom za minut.',
    body: md`
      Izaberite salon, iznos i poruku, a primalac dobija kod koji može da iskoristi za bilo koju uslugu.

      Kartice važe godinu dana, a neiskorišćeni iznos ostaje na kartici za sledeću posetu.
    `,
    ctaLabel: 'Izaberi spa centar',
    ctaUrl: '/sr-RS/search?s=spa',
  },
];
