import { redirect, type ActionFunctionArgs } from 'react-router';
import { pageClientOf } from '../../app/data/pageData';
import { rethrowNavigation } from '../../components/forms/actionFailure';
import { attemptKeyOf, inProgress, type AttemptAnswer } from '../../components/forms/attempt';
import { sentText } from '../../components/forms/formAction';
import { orderMoved } from '../../routing/paths';
import { bookingFailure } from './bookingFailure';
import { prefixOf } from './customerPage';
import { RescheduleOrderMutation } from './queries';

/** What the move's action answers when the order did not move: why (a userError.* code). */
export interface MoveAnswer extends AttemptAnswer {
  refusal: string;
}

/**
 * Moves the order to the time, master and price the page showed (hidden fields), or tells why
 * not. The order moves only if the new time is taken for it, so a refusal leaves it where it
 * was; the loader runs again after the action and shows the times and prices as they are now.
 */
export async function action({
  request,
  params,
  context,
}: ActionFunctionArgs): Promise<MoveAnswer> {
  const form = await request.formData();
  const guid = params.orderId ?? '';
  const idempotencyKey = attemptKeyOf(form);
  const expectedTotal = Number(sentText(form, 'expectedTotal'));
  try {
    const { data } = await pageClientOf(context).mutate({
      mutation: RescheduleOrderMutation,
      variables: {
        input: {
          guid,
          start: sentText(form, 'start'),
          masterId: sentText(form, 'masterId') || null,
          expectedTotal: Number.isSafeInteger(expectedTotal) ? expectedTotal : null,
          idempotencyKey,
        },
      },
    });
    const payload = data?.rescheduleOrder;
    if (payload?.order) throw redirect(orderMoved(prefixOf(params), guid));
    const errors = payload?.errors ?? [];
    return {
      refusal: errors[0]?.code ?? 'UNEXPECTED',
      retryKey: inProgress(errors) ? idempotencyKey : null,
    };
  } catch (error) {
    rethrowNavigation(error, request);
    // No answer: the same key goes with the retry, so the order moves once.
    return { refusal: bookingFailure(error), retryKey: idempotencyKey };
  }
}
