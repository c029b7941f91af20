import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { pageClientOf } from '../../app/data/pageData';
import { answerReview } from '../orders/reviewAction';
import { loadEventBooking } from './eventBooking';
import { ReviewEventBookingMutation } from './queries';

/** /book-now/{slug}/group/{eventId}/review?booking={guid}: review an attended event, once. */
export const loader = (args: LoaderFunctionArgs) => loadEventBooking(args);

/** The review sent from the form. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  answerReview(request, async (input) => {
    const { data } = await pageClientOf(context).mutate({
      mutation: ReviewEventBookingMutation,
      variables: { input },
    });
    return data?.reviewEventBooking;
  });
