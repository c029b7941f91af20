import { describe, expect, it, vi } from 'vitest';
import { answerCancel } from './cancelAction';

const posted = (fields: Record<string, string>) =>
  new Request('http://localhost/en/book-now/order/g1/cancel', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });

describe('answerCancel', () => {
  it('sends the booking and the reason, and answers cancelled', async () => {
    const send = vi.fn().mockResolvedValue({ cancelled: true, errors: [] });
    const answer = await answerCancel(posted({ guid: 'g1', reason: ' Ill ' }), send);
    expect(send).toHaveBeenCalledWith({
      guid: 'g1',
      reason: 'Ill',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(answer).toEqual({ cancelled: true, refusal: null, reason: 'Ill', retryKey: null });
  });

  it('answers a refusal with its deadline; a settled one lets the key go', async () => {
    const refusal = { code: 'OUTSIDE_CANCELLATION_WINDOW', cancellableUntil: '2030-01-01T10:00Z' };
    const send = vi.fn().mockResolvedValue({ cancelled: false, errors: [refusal] });
    const answer = await answerCancel(posted({ guid: 'g1', idempotencyKey: 'k1' }), send);
    expect(answer).toMatchObject({ cancelled: false, refusal, retryKey: null });
  });

  it('keeps the key for the retry while the api has not settled the attempt', async () => {
    const inProgress = vi
      .fn()
      .mockResolvedValue({ cancelled: false, errors: [{ code: 'IN_PROGRESS' }] });
    expect(
      await answerCancel(posted({ guid: 'g1', idempotencyKey: 'k1' }), inProgress),
    ).toMatchObject({ retryKey: 'k1' });
    const offline = vi.fn().mockRejectedValue(new Error('offline'));
    expect(await answerCancel(posted({ guid: 'g1', idempotencyKey: 'k2' }), offline)).toEqual({
      cancelled: false,
      refusal: { code: 'UNEXPECTED' },
      reason: '',
      retryKey: 'k2',
    });
  });
});
