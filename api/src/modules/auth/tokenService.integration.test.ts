import { createHash, randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema/index.js';
import { startTestApp, testConfig, type TestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';
import { newCustomer } from '../../test/testCustomer.js';
import { hashSecret } from './secrets.js';
import { createAuthCode, exchangeCode, type TokenSet } from './tokenService.js';

const client = testConfig.authClient.id;
const redirectUrl = testConfig.authClient.redirectUrls[0]!;

// Issue 14: a replayed refresh token must not branch its sign-in, and a logout must end it at once,
// whatever refresh is under way.
describe.each(testDatabases())('token rotation and logout on $name', (database) => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp(database);
  }, databaseSetupTimeoutMs);
  afterAll(() => api?.close());

  /** A fresh sign-in of a new customer: the tokens its code exchange gives. */
  async function signIn(): Promise<TokenSet> {
    const db = api.connection.db;
    const customer = await newCustomer(db, 'Rota');
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const code = await createAuthCode(db, {
      clientId: client,
      customerId: customer.id,
      redirectUrl,
      codeChallenge: challenge,
    });
    return exchangeCode(db, { clientId: client, code, codeVerifier: verifier, redirectUrl });
  }
  const refresh = (refreshToken: string) =>
    api.app.inject({ method: 'POST', url: '/token/refresh', payload: { client, refreshToken } });
  const logout = (refreshToken: string) =>
    api.app.inject({ method: 'POST', url: '/logout', payload: { client, refreshToken } });
  const me = async (accessToken: string) =>
    (
      await api.app.inject({
        method: 'GET',
        url: '/me',
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).statusCode;
  const familySize = async (refreshToken: string) => {
    const [token] = await api.connection.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashSecret(refreshToken)));
    const [size] = await api.connection.db
      .select({ n: count() })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, token!.familyId));
    return size!.n;
  };

  it('answers every replay inside the grace window with the same successor', async () => {
    const first = await signIn();
    const concurrent = await Promise.all(
      Array.from({ length: 20 }, () => refresh(first.refreshToken)),
    );
    const sequential = [];
    for (let n = 0; n < 20; n += 1) sequential.push(await refresh(first.refreshToken));
    const answers = [...concurrent, ...sequential];
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const sets = answers.map((answer) => answer.json() as TokenSet);
    expect(new Set(sets.map((set) => set.refreshToken)).size).toBe(1);
    expect(new Set(sets.map((set) => set.accessToken)).size).toBe(1);
    const successor = sets[0]!;
    expect(successor.refreshToken).not.toBe(first.refreshToken);
    expect(successor.refreshExpiresAt).toBe(first.refreshExpiresAt);
    expect(new Set(sets.map((set) => set.accessExpiresAt)).size).toBe(1);
    // One successor in the family, not a branch per replay.
    expect(await familySize(first.refreshToken)).toBe(2);

    // The successor works and rotates in turn.
    expect(await me(successor.accessToken)).toBe(200);
    const next = await refresh(successor.refreshToken);
    expect(next.statusCode).toBe(200);
    const third = next.json() as TokenSet;
    expect(await me(third.accessToken)).toBe(200);
    expect(await familySize(first.refreshToken)).toBe(3);

    // Past the grace window, presenting the first token again is reuse: the sign-in ends.
    await api.connection.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashSecret(first.refreshToken)));
    const reused = await refresh(first.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.code).toBe('INVALID_GRANT');
    expect((await refresh(third.refreshToken)).statusCode).toBe(401);
    expect(await me(third.accessToken)).toBe(401);
    expect(await me(successor.accessToken)).toBe(401);
  });

  it('ends the sign-in on logout even while a refresh of it is under way', async () => {
    const leaks: string[] = [];
    for (let round = 0; round < 25; round += 1) {
      const tokens = await signIn();
      const [renewed, out] = await Promise.all([
        refresh(tokens.refreshToken),
        logout(tokens.refreshToken),
      ]);
      expect(out.statusCode).toBe(204);
      expect(await me(tokens.accessToken)).toBe(401);
      if (renewed.statusCode !== 200) continue;
      const set = renewed.json() as TokenSet;
      if ((await me(set.accessToken)) !== 401) leaks.push(`round ${round}: access token`);
      if ((await refresh(set.refreshToken)).statusCode !== 401)
        leaks.push(`round ${round}: refresh token`);
    }
    expect(leaks).toEqual([]);
  });

  it('answers a second logout, and one with an unknown token, with success', async () => {
    const tokens = await signIn();
    expect((await logout(tokens.refreshToken)).statusCode).toBe(204);
    expect((await logout(tokens.refreshToken)).statusCode).toBe(204);
    expect((await logout(randomBytes(32).toString('base64url'))).statusCode).toBe(204);
    expect(await me(tokens.accessToken)).toBe(401);
  });
});
