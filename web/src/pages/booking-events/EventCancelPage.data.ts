import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { pageClientOf } from '../../app/data/pageData';
import { answerCancel } from '../orders/cancelAction';
import { loadEventBooking } from './eventBooking';
import { CancelEventBookingMutation } from './queries';

/** /book-now/{slug}/group/{eventId}/cancel?booking={guid}: cancel inside the window only. */
export const loader = (args: LoaderFunctionArgs) => loadEventBooking(args);

export const action = ({ request, context }: ActionFunctionArgs) =>
  answerCancel(request, async (input) => {
    const { data } = await pageClientOf(context).mutate({
      mutation: CancelEventBookingMutation,
      variables: { input },
    });
    const payload = data?.cancelEventBooking;
    return { cancelled: !!payload?.booking, errors: payload?.errors ?? [] };
  });
