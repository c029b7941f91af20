import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { PendingLogouts } from './pendingLogouts.js';
import type { RevokedSessions } from './revokedSessions.js';
import { CookieSealer, type SessionData, type SessionTokens } from './sessionCookie.js';

/** The auth service calls a session needs (implemented over the upstream's token endpoints). */
export interface TokenService {
  /** Rotates the refresh token; undefined when refused (expired, revoked, reused). */
  refresh(refreshToken: string): Promise<SessionTokens | undefined>;
  /** Revokes the refresh token's family; throws while the auth service cannot confirm it. */
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

/** How a logged-out session stays dead: refused by id here, revoked upstream as soon as possible. */
export interface SessionRevocation {
  revoked: RevokedSessions;
  pendingLogouts: PendingLogouts;
}

/** Refresh a little before expiry so a request does not start with a token about to lapse. */
const refreshLeewaySeconds = 30;
const now = () => Math.floor(Date.now() / 1000);

/**
 * A cookie sealed before sessions had ids: its id is derived from its refresh token, and kept
 * from then on, so logging out still revokes it.
 */
const withId = (session: SessionData): SessionData =>
  session.id
    ? session
    : {
        ...session,
        id: `legacy-${createHash('sha256').update(session.refreshToken).digest('hex').slice(0, 32)}`,
      };

/**
 * The customer session kept in an encrypted httpOnly cookie (RFC 10017 backend-for-frontend).
 * One per process: it also makes sure concurrent requests of one session share one refresh.
 */
export class SessionStore {
  readonly names: SessionCookieNames;
  private readonly sealer: CookieSealer<SessionData>;
  /** spec §4: one refresh per session at a time; concurrent callers wait for it. */
  private readonly refreshing = new Map<string, Promise<SessionTokens | undefined>>();
  /** One request's session, read once (a page's render runs several operations). */
  private readonly perRequest = new WeakMap<FastifyRequest, Promise<SessionData | undefined>>();

  constructor(
    secrets: readonly string[],
    private readonly secure: boolean,
    private readonly tokens: TokenService,
    private readonly revocation: SessionRevocation,
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

  /** The request's session: undefined when there is none, it is not ours, or it was logged out. */
  read(request: FastifyRequest): Promise<SessionData | undefined> {
    let session = this.perRequest.get(request);
    if (!session) {
      session = this.open(request.cookies[this.names.session]);
      this.perRequest.set(request, session);
    }
    return session;
  }

  private async open(cookie: string | undefined): Promise<SessionData | undefined> {
    const opened = await this.sealer.open(cookie);
    if (!opened) return undefined;
    const session = withId(opened);
    return (await this.revocation.revoked.isRevoked(session.id)) ? undefined : session;
  }

  /** A new sign-in (after the login callback): a session with an id of its own. */
  start(reply: FastifyReply, tokens: SessionTokens): Promise<void> {
    return this.write(reply, { ...tokens, id: randomUUID() });
  }

  async write(reply: FastifyReply, session: SessionData): Promise<void> {
    const sealed = await this.sealer.seal(session, session.refreshExpiresAt);
    reply.setCookie(this.names.session, sealed, this.cookieOptions(session.refreshExpiresAt));
    // Later operations of the same request (a page's render) go on with the renewed session.
    if (reply.request) this.perRequest.set(reply.request, Promise.resolve(session));
  }

  clear(reply: FastifyReply): void {
    reply.clearCookie(this.names.session, {
      path: '/',
      secure: this.secure,
      httpOnly: true,
      sameSite: 'lax',
    });
    if (reply.request) this.perRequest.set(reply.request, Promise.resolve(undefined));
  }

  /** The session of one request, refreshed and rewritten as needed. */
  async forRequest(request: FastifyRequest, reply: FastifyReply): Promise<RequestSession> {
    return new RequestSession(this, await this.read(request), reply);
  }

  /** Shares one in-flight refresh among every caller holding the same refresh token. */
  refreshOnce(refreshToken: string): Promise<SessionTokens | undefined> {
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

  /**
   * Ends a session for good: its id is refused from now on (every replica, with Redis), and the
   * auth service revokes the sign-in, now or, if it cannot answer, as soon as it can.
   */
  async revoke(session: SessionData): Promise<void> {
    await this.revocation.revoked.revoke(session.id, session.refreshExpiresAt);
    try {
      await this.tokens.logout(session.refreshToken);
    } catch {
      await this.revocation.pendingLogouts.add(
        session.id,
        session.refreshToken,
        session.refreshExpiresAt,
      );
    }
  }
}

export class RequestSession {
  constructor(
    private readonly store: SessionStore,
    private current: SessionData | undefined,
    private readonly reply: FastifyReply,
  ) {}

  get loggedIn(): boolean {
    return this.current !== undefined;
  }

  /** This sign-in's id (kept across refreshes), or undefined when logged out. */
  get id(): string | undefined {
    return this.current?.id;
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
   * refresh ends the session: cookie cleared, upstream logout attempted.
   */
  async refresh(): Promise<string | undefined> {
    const session = this.current;
    if (!session) return undefined;
    const renewed = await this.store.refreshOnce(session.refreshToken);
    if (!renewed) {
      await this.end();
      return undefined;
    }
    // The same sign-in with new tokens: it keeps its id.
    this.current = { ...renewed, id: session.id };
    await this.store.write(this.reply, this.current);
    return renewed.accessToken;
  }

  /** Logs out: the cookie goes at once and the session is revoked (SessionStore.revoke). */
  async end(): Promise<void> {
    const session = this.current;
    this.current = undefined;
    this.store.clear(this.reply);
    if (session) await this.store.revoke(session);
  }
}
