import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { pageClientOf, loadPageQuery } from '../../app/data/pageData';
import { attemptKeyOf, type AttemptAnswer } from '../../components/forms/attempt';
import { sentText } from '../../components/forms/formAction';
import { eventConfirmation } from '../../routing/paths';
import {
  bookingRefused,
  bookingUnanswered,
  contactInput,
  sentContact,
  type Problem,
  type SentContact,
} from '../orders/bookingContact';
import { prefixOf, requireCustomer } from '../orders/customerPage';
import { GroupEventFields, heldAt } from './eventView';
import { BookEventMutation, EventOrderQuery } from './queries';

/** /book-now/{slug}/group/{eventId}/order: book places on an event (needs a session). */
export async function loader(args: LoaderFunctionArgs) {
  requireCustomer(args);
  const data = await loadPageQuery(
    args.context,
    args.request,
    EventOrderQuery,
    { id: args.params.eventId ?? '' },
    {
      found: (answer) =>
        answer.groupEvent !== null &&
        heldAt(args.params.slug ?? '', getFragmentData(GroupEventFields, answer.groupEvent)),
      fetchPolicy: 'network-only',
    },
  );
  return {
    event: getFragmentData(GroupEventFields, data.groupEvent!),
    viewer: data.viewer,
    slug: args.params.slug ?? '',
    prefix: prefixOf(args.params),
  };
}

/** What the event booking's action answers when nothing was booked: why, and what was sent. */
export interface EventOrderAnswer extends AttemptAnswer {
  problems: Problem[];
  sent: SentContact & { seats: number };
}

/**
 * Books the places; success leaves for the confirmation. A refusal answers why with the fields
 * as sent; SOLD_OUT shows how many places are left now (the loader runs again after an action).
 */
export async function action(args: ActionFunctionArgs): Promise<EventOrderAnswer> {
  const form = await args.request.formData();
  const sent = { ...(await sentContact(form)), seats: Number(sentText(form, 'seats')) || 1 };
  const checked = await contactInput(sent);
  if ('problems' in checked) return { problems: checked.problems, sent };
  const idempotencyKey = attemptKeyOf(form);
  try {
    const { data } = await pageClientOf(args.context).mutate({
      mutation: BookEventMutation,
      variables: {
        input: {
          eventId: args.params.eventId ?? '',
          seats: sent.seats,
          contact: checked.contact,
          comment: sent.comment || null,
          idempotencyKey,
        },
      },
    });
    const payload = data?.bookEvent;
    if (payload?.booking) {
      throw redirect(eventConfirmation(prefixOf(args.params), payload.booking.guid));
    }
    const errors = payload?.errors ?? [];
    return bookingRefused(errors, sent, idempotencyKey);
  } catch (error) {
    return bookingUnanswered(error, args.request, sent, idempotencyKey);
  }
}
