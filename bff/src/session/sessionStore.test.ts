import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LogoutJournal } from './logoutJournal.js';
import { PendingLogouts } from './pendingLogouts.js';
import { createRevokedSessions } from './revokedSessions.js';
import type { SessionData } from './sessionCookie.js';
import { SessionStore, type TokenService } from './sessionStore.js';

const secret = ['x'.repeat(32)];
const now = () => Math.floor(Date.now() / 1000);
const session = (suffix: string, accessExpiresAt = now() + 600): SessionData => ({
  id: `session-${suffix}`,
  accessToken: `access-${suffix}`,
  accessExpiresAt,
  refreshToken: `refresh-${suffix}`,
  refreshExpiresAt: now() + 86_400,
});

/** A store as services.ts builds it, in process (no Redis), retrying upstream logouts quickly. */
function storeOver(tokens: TokenService, secure = false) {
  const revoked = createRevokedSessions();
  const pendingLogouts = new PendingLogouts({
    logout: (refreshToken) => tokens.logout(refreshToken),
    secrets: secret,
    revoked,
    journal: new LogoutJournal(mkdtempSync(join(tmpdir(), 'termin-session-store-'))),
    initialDelayMs: 10,
  });
  const revocation = { revoked, pendingLogouts };
  return new SessionStore(secret, secure, tokens, revocation);
}

function fakeReply() {
  const cookies: Record<string, string | null> = {};
  const reply = {
    setCookie: (name: string, value: string) => {
      cookies[name] = value;
      return reply;
    },
    clearCookie: (name: string) => {
      cookies[name] = null;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, cookies };
}

async function requestWith(store: SessionStore, data: SessionData) {
  const { reply, cookies } = fakeReply();
  await store.write(reply, data);
  return {
    cookies: { [store.names.session]: cookies[store.names.session]! },
  } as unknown as FastifyRequest;
}

describe('SessionStore', () => {
  it('shares one refresh among concurrent 401s of one session and hands each the new token', async () => {
    let refreshes = 0;
    // The refresh answers only once all five have asked for it.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const tokens: TokenService = {
      refresh: vi.fn(async () => {
        refreshes += 1;
        await answered;
        return session('2');
      }),
      logout: vi.fn(async () => {}),
    };
    const store = storeOver(tokens);
    const request = await requestWith(store, session('1'));
    const sessions = await Promise.all(
      Array.from({ length: 5 }, () => store.forRequest(request, fakeReply().reply)),
    );
    const renewing = sessions.map((s) => s.refresh());
    answer();
    const renewed = await Promise.all(renewing);
    expect(renewed).toEqual(Array(5).fill('access-2'));
    expect(refreshes).toBe(1);
  });

  it('refreshes before use when the access token is about to expire', async () => {
    const tokens: TokenService = {
      refresh: vi.fn(async () => session('2')),
      logout: vi.fn(async () => {}),
    };
    const store = storeOver(tokens);
    const request = await requestWith(store, session('1', now() + 5));
    const { reply, cookies } = fakeReply();
    const requestSession = await store.forRequest(request, reply);
    expect(await requestSession.accessToken()).toBe('access-2');
    expect(cookies[store.names.session]).toBeTruthy();
  });

  it('ends the session when the refresh fails: cookie cleared, upstream logout tried', async () => {
    const tokens: TokenService = {
      refresh: vi.fn(async () => undefined),
      logout: vi.fn(async () => {
        throw new Error('upstream down');
      }),
    };
    const store = storeOver(tokens);
    const request = await requestWith(store, session('1'));
    const { reply, cookies } = fakeReply();
    const requestSession = await store.forRequest(request, reply);
    expect(await requestSession.refresh()).toBeUndefined();
    expect(requestSession.loggedIn).toBe(false);
    expect(cookies[store.names.session]).toBeNull();
    expect(tokens.logout).toHaveBeenCalledWith('refresh-1');
  });

  it('uses the __Host- prefix only where the cookie can be Secure', () => {
    const tokens: TokenService = { refresh: vi.fn(), logout: vi.fn() };
    expect(storeOver(tokens, true).names.session).toBe('__Host-termin_session');
    expect(storeOver(tokens).names.session).toBe('termin_session');
  });

  it('keeps the session id across a refresh', async () => {
    const tokens: TokenService = {
      refresh: vi.fn(async () => {
        const { id: _id, ...renewed } = session('2');
        return renewed;
      }),
      logout: vi.fn(async () => {}),
    };
    const store = storeOver(tokens);
    const request = await requestWith(store, session('1', now() + 5));
    const { reply, cookies } = fakeReply();
    await (await store.forRequest(request, reply)).accessToken();
    const renewed = { cookies: { [store.names.session]: cookies[store.names.session]! } };
    expect((await store.read(renewed as unknown as FastifyRequest))?.id).toBe('session-1');
  });

  it('refuses a logged-out session even when the upstream could not revoke it, and retries that', async () => {
    let upstreamUp = false;
    const logout = vi.fn(async () => {
      if (!upstreamUp) throw new Error('upstream down');
    });
    const store = storeOver({ refresh: vi.fn(), logout });
    const oldCookie = await requestWith(store, session('1'));
    const copy = { cookies: { ...oldCookie.cookies } } as unknown as FastifyRequest;
    await (await store.forRequest(oldCookie, fakeReply().reply)).end();
    expect(logout).toHaveBeenCalledWith('refresh-1');

    // A copy of the cookie is no session any more.
    expect(await store.read(copy)).toBeUndefined();
    // The upstream revocation is tried again until the upstream confirms it.
    upstreamUp = true;
    await vi.waitFor(() => expect(logout.mock.calls.length).toBeGreaterThanOrEqual(2));
    const callsWhenConfirmed = logout.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logout.mock.calls.length).toBe(callsWhenConfirmed);
  });
});
