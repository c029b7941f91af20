// The gift page's data: a purchase leads to the card's own address (Post/Redirect/Get), and that
// address shows its buyer the card and the payment it waits for, reload after reload.
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { pageClientContext, type PageClient } from '../../app/data/pageClient';
import { navigationContext, type NavigationState } from '../../app/navigation/pipeline';
import { pendingPayment } from '../payment/testPayment';
import { action, loader } from './GiftsPage.data';
import { BuyGiftCardMutation, GiftsPageQuery, StartGiftCardPaymentMutation } from './queries';
import { testGiftBranch, testGiftCard } from './testGifts';

const page = 'http://localhost/en/book-now/salon-lotus-vracar-1/gifts';
const params = { locale: 'en', slug: 'salon-lotus-vracar-1' };
const branch = testGiftBranch;
const card = testGiftCard;
const payment = pendingPayment;

interface Purchase {
  giftCard: { code: string } | null;
  errors: { code: string; field?: string }[];
}

/** bff as the page reaches it: `mine` is the signed-in customer's own card of the code asked. */
function bffWith({
  mine = null as object | null,
  bought = { giftCard: { code: card.code }, errors: [] } as Purchase,
} = {}) {
  const query = vi.fn(async ({ query: document, variables }) => {
    expect(document).toBe(GiftsPageQuery);
    return {
      data: {
        branchGeneral: branch,
        ...(variables.withCode ? { giftCard: card } : {}),
        ...(variables.mine ? { myGiftCard: mine } : {}),
      },
    };
  });
  const mutate = vi.fn(async ({ mutation }) => ({
    data:
      mutation === BuyGiftCardMutation
        ? { buyGiftCard: bought }
        : mutation === StartGiftCardPaymentMutation
          ? { startGiftCardPayment: { payment, errors: [] } }
          : undefined,
  }));
  return { query, mutate };
}

function contextOf(bff: ReturnType<typeof bffWith>, loggedIn = true) {
  const context = new RouterContextProvider();
  context.set(pageClientContext, bff as unknown as PageClient);
  context.set(navigationContext, { loggedIn } as NavigationState);
  return context;
}

const load = (bff: ReturnType<typeof bffWith>, url: string, loggedIn = true) =>
  loader({ request: new Request(url), params, context: contextOf(bff, loggedIn) } as never);

const post = (bff: ReturnType<typeof bffWith>, fields: Record<string, string>) =>
  action({
    request: new Request(page, { method: 'POST', body: new URLSearchParams(fields) }),
    params,
    context: contextOf(bff),
  } as never).catch((thrown: unknown) => thrown);

const purchase = { branch: '1', amount: '5000', recipient: 'Mila', idempotencyKey: 'key-1' };

describe('buying a gift card', () => {
  it('leads to the card bought, at its own address', async () => {
    const bff = bffWith();
    const answer = (await post(bff, purchase)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(
      '/en/book-now/salon-lotus-vracar-1/gifts?code=TERM-2222-2222',
    );
    // Bought once per attempt: a second press sends the same key, and api replays the card.
    await post(bff, purchase);
    const keys = bff.mutate.mock.calls.map(([call]) => call.variables.input.idempotencyKey);
    expect(keys).toEqual(['key-1', 'key-1']);
  });

  it('answers a refusal with the form as sent, and keeps the key while api is at it', async () => {
    const refused = bffWith({
      bought: { giftCard: null, errors: [{ code: 'VALIDATION', field: 'recipientEmail' }] },
    });
    const sent = { ...purchase, email: 'mila@example.test', message: 'Happy birthday!' };
    expect(await post(refused, sent)).toMatchObject({
      problem: 'emailInvalid',
      retryKey: null,
      sent: { recipient: 'Mila', email: 'mila@example.test', message: 'Happy birthday!' },
    });
    const busy = bffWith({ bought: { giftCard: null, errors: [{ code: 'IN_PROGRESS' }] } });
    expect(await post(busy, purchase)).toMatchObject({ problem: 'IN_PROGRESS', retryKey: 'key-1' });
  });
});

describe('the address of a card bought', () => {
  it('shows its buyer the card, where it is sent, and its payment started at once', async () => {
    const bff = bffWith({
      mine: { ...card, recipientEmail: 'mila@example.test', sendOn: '2026-12-24' },
    });
    const data = await load(bff, `${page}?code=TERM-2222-2222`);
    expect(data.bought).toEqual({
      card: expect.objectContaining({ code: 'TERM-2222-2222', state: 'PENDING' }),
      delivery: { email: 'mila@example.test', sendOn: '2026-12-24' },
      payment,
      problem: null,
    });
    // Shown as theirs, not as a check of someone's card.
    expect(data.checked).toBeNull();
    expect(bff.mutate).toHaveBeenCalledWith({
      mutation: StartGiftCardPaymentMutation,
      variables: { input: { code: 'TERM-2222-2222' } },
    });
  });

  it('starts no payment for a card already paid', async () => {
    const bff = bffWith({ mine: { ...card, state: 'ACTIVE', recipientEmail: null, sendOn: null } });
    const data = await load(bff, `${page}?code=TERM-2222-2222`);
    expect(data.bought).toMatchObject({ payment: null, delivery: { email: '', sendOn: '' } });
    expect(bff.mutate).not.toHaveBeenCalled();
  });

  it('is a check of the card for anyone else, and pays nothing', async () => {
    const someoneElse = bffWith({ mine: null });
    const checked = await load(someoneElse, `${page}?code=TERM-2222-2222`);
    expect(checked).toMatchObject({ bought: null, checked: { code: 'TERM-2222-2222' } });
    const visitor = bffWith();
    expect(await load(visitor, `${page}?code=TERM-2222-2222`, false)).toMatchObject({
      bought: null,
      checked: { code: 'TERM-2222-2222' },
    });
    expect(visitor.query.mock.calls[0]![0].variables).toMatchObject({ mine: false });
    expect([...someoneElse.mutate.mock.calls, ...visitor.mutate.mock.calls]).toEqual([]);
  });
});
