// Reading the gift card form: what is sent to buyGiftCard, and the refusal to show instead.
import { isEmailAddress } from '@termin/email-address';
import { sentText } from '../../components/forms/formAction';
import type { AttemptAnswer } from '../../components/forms/attempt';

/** The form's fields as sent, shown again when the page is rendered anew. */
export interface SentPurchase {
  amount: number;
  recipient: string;
  email: string;
  message: string;
  /** YYYY-MM-DD: the day the card is e-mailed to `email`; '' for as soon as it is paid. */
  sendOn: string;
}

/**
 * What the purchase's action answers when no card was bought: why, with the form as sent. A card
 * bought is not an answer but an address (the action redirects to it).
 */
export interface PurchaseAnswer extends AttemptAnswer {
  /** A userError code, or one of this form's own (purchaseProblems). */
  problem: string;
  sent: SentPurchase;
}

/** Refusals this form words itself (giftsPage.buy.<problem>); others are userError codes. */
export const purchaseProblems = [
  'recipientMissing',
  'emailInvalid',
  'sendOnNeedsEmail',
  'sendOnInvalid',
] as const;

export function sentPurchase(form: FormData): SentPurchase {
  return {
    amount: Number(sentText(form, 'amount')),
    recipient: sentText(form, 'recipient'),
    email: sentText(form, 'email'),
    message: sentText(form, 'message'),
    sendOn: sentText(form, 'sendOn'),
  };
}

/** Why the form is not sent as it is, or null. */
export function purchaseProblemOf(sent: SentPurchase): string | null {
  if (!sent.recipient) return 'recipientMissing';
  // Only the amounts offered are picked; anything else was not sent by this page's form.
  if (!(Number.isSafeInteger(sent.amount) && sent.amount > 0)) return 'VALIDATION';
  // The one rule api and web read addresses by: a typo is named here, beside its field.
  if (sent.email && !isEmailAddress(sent.email)) return 'emailInvalid';
  if (sent.sendOn && !sent.email) return 'sendOnNeedsEmail';
  return null;
}

/** The refusal of buyGiftCard to show: a day out of range or an address is this form's own words. */
export function refusalOf(errors: readonly { code: string; field?: string | null }[]): string {
  const [first] = errors;
  if (first?.code === 'VALIDATION' && first.field === 'sendOn') return 'sendOnInvalid';
  if (first?.code === 'VALIDATION' && first.field === 'recipientEmail') return 'emailInvalid';
  return first?.code ?? 'UNEXPECTED';
}
