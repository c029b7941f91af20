import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { CookieSealer, type SessionData } from './sessionCookie.js';

/** The auth service calls a session needs (implemented over the upstream's token endpoints). */
export interface TokenService {
  /** Rotates the refresh token; undefined when refused (expired, revoked, reused). */
  refresh(refreshToken: string): Promise<SessionData | undefined>;
  /** Revokes the refresh token's family; failures are the caller's to ignore. */
  logout(refreshToken: string): Promise<void>;
}

export interface SessionCookieNames {
  session: string;
  login: string;
}

/** `__Host-` needs Secure, which plain-HTTP development cannot set: there the prefix is dropped. */
export function sessionCookieNames(secure: boolean): SessionCookieNames {
  return secure
    ? { session: '__Host-termin_session', login: '__Host-termin_login' }
    : { session: 'termin_session', login: 'termin_login' };
}

/** Refresh a little before expiry so a request does not start with a token about to lapse. */
const refreshLeewaySeconds = 30;
const now = () => Math.floor(Date.now() / 1000);

/**
 * The customer session kept in an encrypted httpOnly cookie (RFC 10017 backend-for-frontend).
 * One per process: it also makes sure concurrent requests of one session share one refresh.
 */
export class SessionStore {
  readonly names: SessionCookieNames;
  private readonly sealer: CookieSealer<SessionData>;
  /** spec §4: one refresh per session at a time; concurrent callers wait for it. */
  private readonly refreshing = new Map<string, Promise<SessionData | undefined>>();

  constructor(
    secrets: readonly string[],
    private readonly secure: boolean,
    private readonly tokens: TokenService,
  ) {
    this.names = sessionCookieNames(secure);
    this.sealer = new CookieSealer<SessionData>(secrets, 'session');
  }

  cookieOptions(expiresAt: number): CookieSerializeOptions {
    return {
      path: '/',
      httpOnly: true,
      secure: this.secure,
      // Lax: the cookie must come along on the top-level return from the auth service.
      sameSite: 'lax',
      expires: new Date(expiresAt * 1000),
    };
  }

  read(request: FastifyRequest): Promise<SessionData | undefined> {
    return this.sealer.open(request.cookies[this.names.session]);
  }

  async write(reply: FastifyReply, session: SessionData): Promise<void> {
    const sealed = await this.sealer.seal(session, session.refreshExpiresAt);
    reply.setCookie(this.names.session, sealed, this.cookieOptions(session.refreshExpiresAt));
  }

  clear(reply: FastifyReply): void {
    reply.clearCookie(this.names.session, {
      path: '/',
      secure: this.secure,
      httpOnly: true,
      sameSite: 'lax',
    });
  }

  /** The session of one request, refreshed and rewritten as needed. */
  async forRequest(request: FastifyRequest, reply: FastifyReply): Promise<RequestSession> {
    return new RequestSession(this, this.tokens, await this.read(request), reply);
  }

  /** Shares one in-flight refresh among every caller holding the same refresh token. */
  refreshOnce(refreshToken: string): Promise<SessionData | undefined> {
    let pending = this.refreshing.get(refreshToken);
    if (!pending) {
      pending = this.tokens
        .refresh(refreshToken)
        .catch(() => undefined)
        .finally(() => {
          // Keep the answer briefly for stragglers that read the old cookie a moment later.
          setTimeout(() => this.refreshing.delete(refreshToken), 5000).unref();
        });
      this.refreshing.set(refreshToken, pending);
    }
    return pending;
  }
}

export class RequestSession {
  constructor(
    private readonly store: SessionStore,
    private readonly tokens: TokenService,
    private current: SessionData | undefined,
    private readonly reply: FastifyReply,
  ) {}

  get loggedIn(): boolean {
    return this.current !== undefined;
  }

  /** A usable access token (refreshed first when about to expire), or undefined when logged out. */
  async accessToken(): Promise<string | undefined> {
    if (!this.current) return undefined;
    if (this.current.accessExpiresAt - refreshLeewaySeconds > now())
      return this.current.accessToken;
    return this.refresh();
  }

  /**
   * spec §4: after a 401, one refresh; the new token is returned for a single replay. A failed
   * refresh ends the session: cookie cleared, upstream logout attempted (errors ignored).
   */
  async refresh(): Promise<string | undefined> {
    const session = this.current;
    if (!session) return undefined;
    const renewed = await this.store.refreshOnce(session.refreshToken);
    if (!renewed) {
      await this.end();
      return undefined;
    }
    this.current = renewed;
    await this.store.write(this.reply, renewed);
    return renewed.accessToken;
  }

  /** Logs out: the cookie goes at once; the upstream revocation is best effort. */
  async end(): Promise<void> {
    const session = this.current;
    this.current = undefined;
    this.store.clear(this.reply);
    if (session) await this.tokens.logout(session.refreshToken).catch(() => undefined);
  }
}
