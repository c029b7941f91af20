import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { pageClientOf, loadPageQuery } from '../../app/data/pageData';
import { navigationContext } from '../../app/navigation/pipeline';
import { rethrowNavigation } from '../../components/forms/actionFailure';
import { attemptKeyOf, inProgress } from '../../components/forms/attempt';
import { sentText } from '../../components/forms/formAction';
import { PaymentFields, type PaymentView } from '../payment/PaymentPanel';
import { addDays, localDateOf } from '@termin/zoned-time';
import { GiftCardFields } from './GiftCardSummary';
import { purchaseProblemOf, refusalOf, sentPurchase, type PurchaseAnswer } from './giftPurchase';
import { BuyGiftCardMutation, GiftsPageQuery, StartGiftCardPaymentMutation } from './queries';

/** The days a card may be e-mailed on: today at the branch up to the api's 180 days ahead. */
const sendOnRangeAt = (today: string) => ({ min: today, max: addDays(today, 180) });

/** /book-now/{slug}/gifts: check a gift card's balance (?code=) and buy one for the branch. */
export async function loader(args: LoaderFunctionArgs) {
  const code = new URL(args.request.url).searchParams.get('code')?.trim() ?? '';
  const data = await loadPageQuery(
    args.context,
    args.request,
    GiftsPageQuery,
    { slug: args.params.slug ?? '', code, withCode: code !== '' },
    { found: (answer) => answer.branchGeneral !== null, fetchPolicy: 'network-only' },
  );
  return {
    branch: data.branchGeneral!,
    code,
    checked: data.giftCard ? getFragmentData(GiftCardFields, data.giftCard) : null,
    loggedIn: args.context.get(navigationContext)?.loggedIn ?? false,
    // Read once here, so the page hydrates with the days the server drew.
    sendOnRange: sendOnRangeAt(localDateOf(new Date(), data.branchGeneral!.timeZone)),
  };
}

/** What paying a card bought earlier answers: its payment, or why not (a userError code). */
export interface PayAnswer {
  intent: 'pay';
  payment: PaymentView | null;
  problem: string | null;
}

/** Starts (or finds) the payment of a card the customer bought and has not paid yet. */
async function payCard(request: Request, context: ActionFunctionArgs['context'], code: string) {
  const started = await pageClientOf(context)
    .mutate({ mutation: StartGiftCardPaymentMutation, variables: { input: { code } } })
    .catch((error: unknown) => {
      rethrowNavigation(error, request);
      return { data: undefined };
    });
  const pending = started.data?.startGiftCardPayment.payment;
  return {
    payment: pending ? getFragmentData(PaymentFields, pending) : null,
    problem: pending ? null : (started.data?.startGiftCardPayment.errors[0]?.code ?? 'UNEXPECTED'),
  };
}

/**
 * Buys the gift card (once per attempt) and starts its payment; the page then shows the card
 * and how to pay it. With intent=pay, starts the payment of a card bought before.
 */
export async function action({
  request,
  context,
}: ActionFunctionArgs): Promise<PurchaseAnswer | PayAnswer> {
  const form = await request.formData();
  if (sentText(form, 'intent') === 'pay')
    return { intent: 'pay', ...(await payCard(request, context, sentText(form, 'code'))) };
  const sent = sentPurchase(form);
  const answer = { sent, card: null, payment: null, retryKey: null };
  const refused = purchaseProblemOf(sent);
  if (refused) return { ...answer, problem: refused };
  const idempotencyKey = attemptKeyOf(form);
  const client = pageClientOf(context);
  try {
    const { data } = await client.mutate({
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
    });
    const errors = data?.buyGiftCard.errors ?? [];
    const bought = data?.buyGiftCard.giftCard;
    if (!bought) {
      const retryKey = inProgress(errors) ? idempotencyKey : null;
      return { ...answer, problem: refusalOf(errors), retryKey };
    }
    const card = getFragmentData(GiftCardFields, bought);
    return { ...answer, card, ...(await payCard(request, context, card.code)) };
  } catch (error) {
    rethrowNavigation(error, request);
    // No answer: the same key goes with the retry, so one card is bought.
    return { ...answer, problem: 'UNEXPECTED', retryKey: idempotencyKey };
  }
}
