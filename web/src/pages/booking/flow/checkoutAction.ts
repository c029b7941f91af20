import { redirect, type ActionFunctionArgs } from 'react-router';
import { pageClientOf } from '../../../app/data/pageData';
import { attemptKeyOf, type AttemptAnswer } from '../../../components/forms/attempt';
import { sentText } from '../../../components/forms/formAction';
import { orderConfirmation } from '../../../routing/paths';
import {
  bookingRefused,
  bookingUnanswered,
  contactInput,
  sentContact,
  type Problem,
  type SentContact,
} from '../../orders/bookingContact';
import { stepHref, withState } from './bookingState';
import { loadFlow } from './flowData';
import { CreateOrderMutation } from './queries';
import { withNotice } from './stepNotice';

/** What the checkout's action answers when nothing was booked: why, and what was sent. */
export interface CheckoutAnswer extends AttemptAnswer {
  problems: Problem[];
  /** The fields as sent, shown again when the page is rendered anew (a form sent without script). */
  sent: SentContact & { giftCard: string };
}

/**
 * Books exactly what the summary showed: the masters the quote named (for "any" too) at the
 * total it showed (sent as hidden fields), or nothing (PRICE_CHANGED). Success and a taken slot
 * leave the page; anything else answers why, with the fields as sent.
 */
export async function action(args: ActionFunctionArgs): Promise<CheckoutAnswer> {
  const form = await args.request.formData();
  const sent = { ...(await sentContact(form)), giftCard: sentText(form, 'giftCard') };
  const checked = await contactInput(sent);
  if ('problems' in checked) return { problems: checked.problems, sent };
  const { state, prefix, slug, branch } = await loadFlow(args);
  const idempotencyKey = attemptKeyOf(form);
  const expectedTotal = Number(sentText(form, 'expectedTotal'));
  try {
    const { data } = await pageClientOf(args.context).mutate({
      mutation: CreateOrderMutation,
      variables: {
        input: {
          branch: branch.id,
          items: form.getAll('item').map(String).map(itemOf),
          start: `${state.d}T${state.t}`,
          expectedTotal: Number.isSafeInteger(expectedTotal) ? expectedTotal : null,
          contact: checked.contact,
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
    return bookingRefused(errors, sent, idempotencyKey);
  } catch (error) {
    return bookingUnanswered(error, args.request, sent, idempotencyKey);
  }
}

/** A hidden `item` field as the order's item: `serviceId:masterId`. */
function itemOf(field: string) {
  const [serviceId = '', masterId = ''] = field.split(':');
  return { serviceId, masterId: masterId || null };
}
