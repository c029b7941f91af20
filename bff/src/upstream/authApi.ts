import createClient, { type Client } from 'openapi-fetch';
import type { SessionData } from '../session/sessionCookie.js';
import type { TokenService } from '../session/sessionStore.js';
import type { components, paths } from './__generated__/api.js';
import type { Send } from './transport.js';

export type UpstreamCustomer = components['schemas']['Customer'];
type TokenSet = components['schemas']['TokenSet'];

const toSession = (tokens: TokenSet): SessionData => ({
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
  ): Promise<SessionData | undefined> {
    const { data } = await this.client.POST('/token', {
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

  async refresh(refreshToken: string): Promise<SessionData | undefined> {
    const { data } = await this.client.POST('/token/refresh', {
      body: { client: this.clientId, refreshToken },
    });
    return data ? toSession(data) : undefined;
  }

  async logout(refreshToken: string): Promise<void> {
    await this.client.POST('/logout', { body: { client: this.clientId, refreshToken } });
  }
}
