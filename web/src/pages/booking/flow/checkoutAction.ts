import { redirect, redirectDocument, type ActionFunctionArgs } from 'react-router';
import { apolloOf, errorCodeOf } from '../../../app/data/pageData';
import { loginUrl } from '../../../app/session';
import { attemptKeyOf, inProgress, type AttemptAnswer } from '../../../components/forms/attempt';
import { sentText } from '../../../components/forms/formAction';
import { toE164 } from '../../../components/phone-input/e164';
import type { PhoneValue } from '../../../components/phone-input/PhoneInput';
import { applyMask, phoneMaskFor } from '../../../components/phone-input/phoneMask';
import { orderConfirmation } from '../../../routing/paths';
import { bookingFailure } from '../../orders/bookingFailure';
import { stepHref, withState } from './bookingState';
import { loadFlow } from './flowData';
import { CreateOrderMutation } from './queries';
import { withNotice } from './stepNotice';

export type Problem = { code: string; field?: string | null };

/** What the checkout's action answers when nothing was booked: why, and what was sent. */
export interface CheckoutAnswer extends AttemptAnswer {
  problems: Problem[];
  /** The fields as sent, shown again when the page is rendered anew (a form sent without script). */
  sent: { name: string; phone: PhoneValue; email: string; comment: string; giftCard: string };
}

/**
 * Books exactly what the summary showed: the masters the quote named (for "any" too) at the
 * total it showed (sent as hidden fields), or nothing (PRICE_CHANGED). Success and a taken slot
 * leave the page; anything else answers why, with the fields as sent.
 */
export async function action(args: ActionFunctionArgs): Promise<CheckoutAnswer> {
  const form = await args.request.formData();
  const text = (field: string) => sentText(form, field);
  const sent = {
    name: text('name'),
    // In its mask again: a number typed before the script ran was not.
    phone: {
      country: text('phoneCountry'),
      number: applyMask(text('phone'), phoneMaskFor(text('phoneCountry'))),
    },
    email: text('email'),
    comment: text('comment'),
    giftCard: text('giftCard'),
  };
  const phone = toE164(sent.phone);
  if (!sent.name || !phone) {
    const problems = [
      ...(sent.name ? [] : [{ code: 'VALIDATION', field: 'name' }]),
      ...(phone ? [] : [{ code: 'VALIDATION', field: 'phone' }]),
    ];
    return { problems, sent };
  }
  const { state, prefix, slug, branch } = await loadFlow(args);
  const idempotencyKey = attemptKeyOf(form);
  const expectedTotal = Number(text('expectedTotal'));
  try {
    const { data } = await apolloOf(args.context).mutate({
      mutation: CreateOrderMutation,
      variables: {
        input: {
          branch: branch.id,
          items: form.getAll('item').map(String).map(itemOf),
          start: `${state.d}T${state.t}`,
          expectedTotal: Number.isSafeInteger(expectedTotal) ? expectedTotal : null,
          contact: { name: sent.name, phone, email: sent.email || null },
          comment: sent.comment || null,
          giftCardCode: sent.giftCard || null,
          idempotencyKey,
        },
      },
    });
    const payload = data?.createOrder;
    if (payload?.order) throw redirect(orderConfirmation(prefix, payload.order.guid));
    const errors = payload?.errors ?? [];
    if (errors.some((e) => e.code === 'SLOT_TAKEN' || e.code === 'SLOT_UNAVAILABLE')) {
      // The rest of the selection stays; only the time has to be picked again.
      const calendar = stepHref(prefix, slug, 'calendar', withState(state, { t: undefined }));
      throw redirect(withNotice(calendar, 'slotTaken'));
    }
    // PRICE_CHANGED: nothing is booked; the loaders run again after an action, so the summary
    // shows the new price beside the message. IN_PROGRESS: the first try is still running.
    return {
      problems: errors.length > 0 ? errors : [{ code: 'UNEXPECTED' }],
      sent,
      retryKey: inProgress(errors) ? idempotencyKey : null,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (errorCodeOf(error) === 'UNAUTHENTICATED') {
      const url = new URL(args.request.url);
      throw redirectDocument(loginUrl(url.pathname + url.search));
    }
    // The key is kept so sending again cannot book twice; say whether anything was booked.
    return { problems: [{ code: bookingFailure(error) }], sent, retryKey: idempotencyKey };
  }
}

/** A hidden `item` field as the order's item: `serviceId:masterId`. */
function itemOf(field: string) {
  const [serviceId = '', masterId = ''] = field.split(':');
  return { serviceId, masterId: masterId || null };
}
