import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { SessionData } from './sessionCookie.js';
import { SessionStore, type TokenService } from './sessionStore.js';

const secret = ['x'.repeat(32)];
const now = () => Math.floor(Date.now() / 1000);
const session = (suffix: string, accessExpiresAt = now() + 600): SessionData => ({
  accessToken: `access-${suffix}`,
  accessExpiresAt,
  refreshToken: `refresh-${suffix}`,
  refreshExpiresAt: now() + 86_400,
});

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
    const tokens: TokenService = {
      refresh: vi.fn(async () => {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return session('2');
      }),
      logout: vi.fn(async () => {}),
    };
    const store = new SessionStore(secret, false, tokens);
    const request = await requestWith(store, session('1'));
    const sessions = await Promise.all(
      Array.from({ length: 5 }, () => store.forRequest(request, fakeReply().reply)),
    );
    const renewed = await Promise.all(sessions.map((s) => s.refresh()));
    expect(renewed).toEqual(Array(5).fill('access-2'));
    expect(refreshes).toBe(1);
  });

  it('refreshes before use when the access token is about to expire', async () => {
    const tokens: TokenService = {
      refresh: vi.fn(async () => session('2')),
      logout: vi.fn(async () => {}),
    };
    const store = new SessionStore(secret, false, tokens);
    const request = await requestWith(store, session('1', now() + 5));
    const { reply, cookies } = fakeReply();
    const requestSession = await store.forRequest(request, reply);
    expect(await requestSession.accessToken()).toBe('access-2');
    expect(cookies[store.names.session]).toBeTruthy();
  });

  it('ends the session when the refresh fails: cookie cleared, upstream logout tried, errors ignored', async () => {
    const tokens: TokenService = {
      refresh: vi.fn(async () => undefined),
      logout: vi.fn(async () => {
        throw new Error('upstream down');
      }),
    };
    const store = new SessionStore(secret, false, tokens);
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
    expect(new SessionStore(secret, true, tokens).names.session).toBe('__Host-termin_session');
    expect(new SessionStore(secret, false, tokens).names.session).toBe('termin_session');
  });
});
