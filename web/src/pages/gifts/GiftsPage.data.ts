import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { getFragmentData } from '../../__generated__';
import type { GiftsPageQuery as GiftsPageData } from '../../__generated__/graphql';
import { pageClientOf, loadPageQuery } from '../../app/data/pageData';
import { navigationContext } from '../../app/navigation/pipeline';
import { rethrowNavigation } from '../../components/forms/actionFailure';
import { attemptKeyOf, inProgress } from '../../components/forms/attempt';
import { sentText } from '../../components/forms/formAction';
import { giftCards } from '../../routing/paths';
import { prefixOf } from '../orders/customerPage';
import { PaymentFields } from '../payment/PaymentPanel';
import { addDays, localDateOf } from '@termin/zoned-time';
import { GiftCardFields } from './GiftCardSummary';
import { purchaseProblemOf, refusalOf, sentPurchase, type PurchaseAnswer } from './giftPurchase';
import { BuyGiftCardMutation, GiftsPageQuery, StartGiftCardPaymentMutation } from './queries';

/** The days a card may be e-mailed on: today at the branch up to the api's 180 days ahead. */
const sendOnRangeAt = (today: string) => ({ min: today, max: addDays(today, 180) });

/** Starts (or finds) the payment of a card the customer bought: the payment, or why not. */
async function payCard(request: Request, context: LoaderFunctionArgs['context'], code: string) {
  const started = await pageClientOf(context)
    .mutate({ mutation: StartGiftCardPaymentMutation, variables: { input: { code } } })
    .catch((error: unknown) => {
      rethrowNavigation(error, request);
      return { data: undefined };
    });
  const pending = started.data?.startGiftCardPayment.payment;
  return {
    payment: pending ? getFragmentData(PaymentFields, pending) : null,
    /** A userError code. */
    problem: pending ? null : (started.data?.startGiftCardPayment.errors[0]?.code ?? 'UNEXPECTED'),
  };
}

/**
 * The customer's own card at ?code=, where and when it is e-mailed, and while it waits for its
 * payment the payment itself: started on the server, or the pending one found again (as the
 * order's payment page does), so the code to scan shows at once, without JavaScript too, and a
 * reload after the code expired brings a new one.
 */
async function yourCard(
  { request, context }: LoaderFunctionArgs,
  mine: NonNullable<GiftsPageData['myGiftCard']>,
) {
  const card = getFragmentData(GiftCardFields, mine);
  const delivery = { email: mine.recipientEmail ?? '', sendOn: mine.sendOn ?? '' };
  if (card.state !== 'PENDING') return { card, delivery, payment: null, problem: null };
  return { card, delivery, ...(await payCard(request, context, card.code)) };
}

/**
 * /book-now/{slug}/gifts: buy a gift card for the branch and check one's balance (?code=); a card
 * the signed-in customer bought (the purchase leads to its code) is shown as theirs, with its
 * payment.
 */
export async function loader(args: LoaderFunctionArgs) {
  const code = new URL(args.request.url).searchParams.get('code')?.trim() ?? '';
  const loggedIn = args.context.get(navigationContext)?.loggedIn ?? false;
  const data = await loadPageQuery(
    args.context,
    args.request,
    GiftsPageQuery,
    { slug: args.params.slug ?? '', code, withCode: code !== '', mine: code !== '' && loggedIn },
    { found: (answer) => answer.branchGeneral !== null, fetchPolicy: 'network-only' },
  );
  const mine = data.myGiftCard;
  return {
    branch: data.branchGeneral!,
    code,
    checked: !mine && data.giftCard ? getFragmentData(GiftCardFields, data.giftCard) : null,
    bought: mine ? await yourCard(args, mine) : null,
    loggedIn,
    // Read once here, so the page hydrates with the days the server drew.
    sendOnRange: sendOnRangeAt(localDateOf(new Date(), data.branchGeneral!.timeZone)),
  };
}

/**
 * Buys the gift card (once per attempt: a double submit sends one key) and leads to its address,
 * the page with its code (Post/Redirect/Get): a reload, Back and Forward or a shared link show the
 * card bought, and its buyer how to pay it. A refusal answers why, with the form as sent.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const sent = sentPurchase(form);
  const answer = { sent, retryKey: null };
  const refused = purchaseProblemOf(sent);
  if (refused) return { ...answer, problem: refused } satisfies PurchaseAnswer;
  const idempotencyKey = attemptKeyOf(form);
  const bought = await pageClientOf(context)
    .mutate({
      mutation: BuyGiftCardMutation,
      variables: {
        input: {
          branch: sentText(form, 'branch'),
          amount: sent.amount * 100,
          recipientName: sent.recipient,
          recipientEmail: sent.email || null,
          message: sent.message || null,
          sendOn: sent.sendOn || null,
          idempotencyKey,
        },
      },
    })
    .catch((error: unknown) => {
      rethrowNavigation(error, request);
      return null;
    });
  // No answer: the same key goes with the retry, so one card is bought.
  if (!bought) return { ...answer, problem: 'UNEXPECTED', retryKey: idempotencyKey };
  const { giftCard, errors } = bought.data?.buyGiftCard ?? { giftCard: null, errors: [] };
  if (!giftCard) {
    const retryKey = inProgress(errors) ? idempotencyKey : null;
    return { ...answer, problem: refusalOf(errors), retryKey } satisfies PurchaseAnswer;
  }
  throw redirect(giftCards(prefixOf(params), params.slug ?? '', giftCard.code));
}
