// An outbox message as the e-mail the customer reads: subject, plain text and HTML with the same
// words, in the message's language, and the visit's calendar file where it has one.
import type { Language } from '../../i18n/language.js';
import {
  escapeHtml,
  fill,
  giftCardUrl,
  longDate,
  money,
  when,
  type MailParts,
} from './mailFormat.js';
import { mailTexts, type MailTexts } from './mailTexts.js';
import type { GiftCardGiftPayload, OutboxMessage } from './outbox.js';
import { receiptParts } from './paymentReceipt.js';
import { visitCalendar } from './visitCalendar.js';
import { hasPartTimes, visitPartLines } from './visitParts.js';
import { visitUrl, type VisitPayload } from './visits.js';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The .ics of a visit, sent as the mail's text/calendar part. */
  calendar?: { content: string; method: 'PUBLISH' | 'CANCEL' };
}

/** What renderMail needs besides the message: the site, and whom the mail is from. */
export interface RenderContext {
  siteUrl: string;
  /** MAIL_FROM: the calendar entry's organizer. */
  from: string;
  language: Language;
  /** When the message was written (the calendar's DTSTAMP). */
  createdAt: Date;
}

/** What a gift card is worth, where and until when: told to its buyer and its recipient alike. */
const cardFacts = (
  card: Pick<GiftCardGiftPayload, 'amount' | 'currency' | 'organization' | 'expiresAt'>,
  texts: MailTexts,
  language: Language,
): [string, string][] => [
  [texts.labels.amount, money(language, card.amount, card.currency)],
  [texts.labels.where, card.organization],
  [texts.labels.validUntil, longDate(language, card.expiresAt)],
];

function visitParts(
  kind: Extract<OutboxMessage, { payload: VisitPayload }>['kind'],
  visit: VisitPayload,
  texts: MailTexts,
  language: Language,
  siteUrl: string,
): MailParts {
  const zone = visit.venue.timeZone;
  const at = when(texts, language, visit.startsAt, zone);
  const short = kind.slice('visit.'.length) as 'booked' | 'moved' | 'cancelled' | 'reminder';
  const booked = visitPartLines(visit, language);
  if (visit.seats !== undefined) booked.push(texts.places(visit.seats));
  const facts: [string, string][] = [
    [texts.labels.when, at],
    ...(visit.previousStartsAt
      ? [
          [texts.labels.before, when(texts, language, visit.previousStartsAt, zone)] as [
            string,
            string,
          ],
        ]
      : []),
    [texts.labels.where, `${visit.venue.name}, ${visit.venue.address}`],
    // A line each when the parts have their own times (and maybe masters).
    [texts.labels.booked, booked.join(hasPartTimes(visit) ? '\n' : '; ')],
    // What the customer asked of the venue, told back with the booking it belongs to.
    ...(visit.comment && kind !== 'visit.cancelled'
      ? [[texts.labels.comment, visit.comment.replace(/\r\n?/g, '\n')] as [string, string]]
      : []),
    [texts.labels.total, money(language, visit.total, visit.currency)],
  ];
  if (kind !== 'visit.cancelled' && visit.amountDue > 0)
    facts.push([texts.labels.toPay, money(language, visit.amountDue, visit.currency)]);
  const notes: string[] = [];
  // Only a visit a gift card paid for has money going back onto one (issue 42 item 23).
  if (kind === 'visit.cancelled' && (visit.giftCardAmount ?? 0) > 0)
    notes.push(
      fill(texts.giftCardBack, {
        amount: money(language, visit.giftCardAmount!, visit.currency),
      }),
    );
  if (kind === 'visit.cancelled' && (visit.amountPaid ?? 0) > 0)
    notes.push(
      fill(texts.paymentBack, { amount: money(language, visit.amountPaid!, visit.currency) }),
    );
  if (kind !== 'visit.cancelled') {
    const deadline = when(texts, language, visit.cancellableUntil, zone);
    if (Date.parse(visit.cancellableUntil) > Date.now())
      notes.push(fill('order' in visit.page ? texts.changeUntil : texts.cancelUntil, { deadline }));
    if (kind !== 'visit.reminder') notes.push(texts.calendarAttached);
  }
  return {
    subject: fill(texts.subjects[short], { venue: visit.venue.name, when: at }),
    greeting: fill(texts.hello, { name: visit.name }),
    intro: texts.intros[short],
    facts,
    notes,
    action: { label: texts.actions.booking, url: visitUrl(siteUrl, visit) },
  };
}

function partsOf(message: OutboxMessage, texts: MailTexts, context: RenderContext): MailParts {
  const { language, siteUrl } = context;
  switch (message.kind) {
    case 'giftCard.active': {
      const card = message.payload;
      const sentTo = card.sentTo;
      return {
        subject: fill(texts.subjects.giftCard, { code: card.code }),
        greeting: fill(texts.hello, { name: card.name }),
        intro: texts.intros.giftCard,
        facts: [
          [texts.labels.code, card.code],
          ...(card.recipientName
            ? [[texts.labels.recipient, card.recipientName] as [string, string]]
            : []),
          ...cardFacts(card, texts, language),
        ],
        notes: sentTo
          ? [
              sentTo.on
                ? fill(texts.giftSendsOn, {
                    email: sentTo.email,
                    date: longDate(language, sentTo.on),
                  })
                : fill(texts.giftSent, { email: sentTo.email }),
            ]
          : [],
        action: { label: texts.actions.giftCard, url: giftCardUrl(siteUrl, card) },
      };
    }
    case 'giftCard.gift': {
      const card = message.payload;
      const from = { from: card.from, organization: card.organization };
      return {
        subject: fill(texts.subjects.gift, from),
        greeting: fill(texts.hello, { name: card.name }),
        intro: fill(texts.intros.gift, from),
        facts: [
          [texts.labels.from, card.from],
          ...(card.message ? [[texts.labels.message, card.message] as [string, string]] : []),
          [texts.labels.code, card.code],
          ...cardFacts(card, texts, language),
        ],
        notes: [],
        action: { label: texts.actions.giftCard, url: giftCardUrl(siteUrl, card) },
      };
    }
    case 'password.reset':
      return {
        subject: texts.subjects.passwordReset,
        greeting: fill(texts.hello, { name: message.payload.name }),
        intro: texts.intros.passwordReset,
        facts: [],
        notes: [texts.ignoreIfNotYou],
        action: { label: texts.actions.passwordReset, url: message.payload.link },
      };
    case 'account.verify':
      return {
        subject: texts.account.verifySubject,
        greeting: fill(texts.hello, { name: message.payload.name }),
        intro: texts.account.verifyIntro,
        facts: [],
        notes: [texts.account.verifyIgnore],
        action: { label: texts.account.verifyAction, url: message.payload.link },
      };
    case 'payment.receipt':
      return receiptParts(message.payload, texts, language, siteUrl);
    case 'account.exists':
      return {
        subject: texts.account.existsSubject,
        greeting: fill(texts.hello, { name: message.payload.name }),
        intro: texts.account.existsIntro,
        facts: [],
        notes: [fill(texts.account.existsReset, { link: message.payload.resetLink })],
        action: { label: texts.account.existsAction, url: message.payload.loginLink },
      };
    default:
      return visitParts(message.kind, message.payload, texts, language, siteUrl);
  }
}

function textOf(parts: MailParts, texts: MailTexts): string {
  const width = Math.max(0, ...parts.facts.map(([label]) => label.length));
  return [
    `${parts.greeting}`,
    '',
    parts.intro,
    '',
    ...parts.facts.map(
      ([label, value]) =>
        `${`${label}:`.padEnd(width + 2)}${value.split('\n').join(`\n${' '.repeat(width + 2)}`)}`,
    ),
    ...(parts.facts.length ? [''] : []),
    ...parts.notes.flatMap((note) => [note, '']),
    `${parts.action.label}: ${parts.action.url}`,
    '',
    `— ${texts.signature}`,
    '',
    texts.footer,
    '',
  ].join('\n');
}

function htmlOf(parts: MailParts, texts: MailTexts, language: Language): string {
  const e = escapeHtml;
  const rows = parts.facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0;color:#5b6470;font-weight:normal;vertical-align:top">${e(label)}</th><td style="padding:4px 0">${e(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(parts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f8fa;font-family:Arial,Helvetica,sans-serif;color:#1d2733">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #d9dee5;border-radius:8px;padding:24px">
<p style="margin:0 0 12px">${e(parts.greeting)}</p>
<p style="margin:0 0 16px">${e(parts.intro)}</p>
${rows ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>` : ''}
${parts.notes.map((note) => `<p style="margin:0 0 12px">${e(note)}</p>`).join('\n')}
<p style="margin:16px 0"><a href="${e(parts.action.url)}" style="display:inline-block;padding:10px 18px;background:#0f5c52;color:#fff;text-decoration:none;border-radius:999px;font-weight:bold">${e(parts.action.label)}</a></p>
<p style="margin:16px 0 0">— ${e(texts.signature)}</p>
</div>
<p style="max-width:560px;margin:12px auto 0;font-size:12px;color:#5b6470">${e(texts.footer)}</p>
</body></html>
`;
}

/** The e-mail of an outbox message; `uid` names its booking's calendar entry across messages. */
export function renderMail(message: OutboxMessage, context: RenderContext): RenderedMail {
  const texts = mailTexts[context.language];
  const parts = partsOf(message, texts, context);
  const rendered: RenderedMail = {
    subject: parts.subject,
    text: textOf(parts, texts),
    html: htmlOf(parts, texts, context.language),
  };
  if (message.kind.startsWith('visit.') && message.kind !== 'visit.reminder') {
    const visit = message.payload as VisitPayload;
    const cancelled = message.kind === 'visit.cancelled';
    rendered.calendar = {
      method: cancelled ? 'CANCEL' : 'PUBLISH',
      content: visitCalendar(visit, {
        siteUrl: context.siteUrl,
        from: context.from,
        stamp: context.createdAt,
        cancelled,
        language: context.language,
      }),
    };
  }
  return rendered;
}
