import createClient, { type Client } from 'openapi-fetch';
import type { SessionTokens } from '../session/sessionCookie.js';
import type { TokenService } from '../session/sessionStore.js';
import type { components, paths } from './__generated__/api.js';
import type { Send } from './transport.js';

export type UpstreamCustomer = components['schemas']['Customer'];
type TokenSet = components['schemas']['TokenSet'];

const toSession = (tokens: TokenSet): SessionTokens => ({
  accessToken: tokens.accessToken,
  accessExpiresAt: tokens.accessExpiresAt,
  refreshToken: tokens.refreshToken,
  refreshExpiresAt: tokens.refreshExpiresAt,
});

/**
 * bff as the OAuth client of the auth service (architecture.md, "Session and auth"): code
 * exchange, refresh, logout. Process-wide; carries no user state of its own.
 */
export class AuthApi implements TokenService {
  private readonly client: Client<paths>;

  constructor(
    baseUrl: string,
    private readonly clientId: string,
    send: Send,
  ) {
    this.client = createClient<paths>({ baseUrl, fetch: send });
  }

  /** The session for a login code, or undefined when the code is refused. */
  async exchangeCode(
    code: string,
    codeVerifier: string,
    redirectUrl: string,
    /** The browser's address as bff determined it (TRUST_PROXY), for the auth service's limits. */
    clientAddress: string,
  ): Promise<SessionTokens | undefined> {
    const { data } = await this.client.POST('/token', {
      headers: { 'x-forwarded-for': clientAddress },
      body: {
        grantType: 'authorization_code',
        client: this.clientId,
        code,
        codeVerifier,
        redirectUrl,
      },
    });
    return data ? toSession(data) : undefined;
  }

  async refresh(refreshToken: string): Promise<SessionTokens | undefined> {
    const { data } = await this.client.POST('/token/refresh', {
      body: { client: this.clientId, refreshToken },
    });
    return data ? toSession(data) : undefined;
  }

  /**
   * Revokes the refresh token's sign-in. Resolves once the auth service has answered for good
   * (signed out, or a refusal no retry would change); throws while it cannot (unreachable, 5xx,
   * 429), so the caller tries again later.
   */
  async logout(refreshToken: string): Promise<void> {
    const { response } = await this.client.POST('/logout', {
      body: { client: this.clientId, refreshToken },
    });
    if (response.status >= 500 || response.status === 429 || response.status === 408) {
      throw new Error(`The auth service did not sign out (HTTP ${response.status})`);
    }
  }
}
