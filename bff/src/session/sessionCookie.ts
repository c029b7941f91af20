import { hkdfSync } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';

/** The auth service's tokens of one sign-in. */
export interface SessionTokens {
  accessToken: string;
  /** Epoch seconds. */
  accessExpiresAt: number;
  refreshToken: string;
  /** Epoch seconds: the refresh family's absolute end, and the cookie's. */
  refreshExpiresAt: number;
}

/** What the browser's session cookie carries, encrypted: the tokens never reach JavaScript. */
export interface SessionData extends SessionTokens {
  /** This sign-in's own id, kept across refreshes: logging out revokes it (revokedSessions.ts). */
  id: string;
}

/** The short-lived state of one login attempt (state and PKCE verifier), also encrypted. */
export interface LoginFlowData {
  state: string;
  verifier: string;
  redirect: string;
}

const keyFor = (secret: string, purpose: string) =>
  new Uint8Array(hkdfSync('sha256', secret, 'termin-bff', purpose, 32));

/**
 * Seals values into compact JWEs (dir + A256GCM) with a key derived from SESSION_SECRET. Several
 * secrets may be given for rotation: the first seals, any of them opens.
 */
export class CookieSealer<T extends object> {
  private readonly keys: Uint8Array[];

  constructor(secrets: readonly string[], purpose: string) {
    if (secrets.length === 0) throw new Error('CookieSealer needs at least one secret');
    this.keys = secrets.map((secret) => keyFor(secret, purpose));
  }

  seal(value: T, expiresAt: number): Promise<string> {
    return new EncryptJWT({ v: value })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .encrypt(this.keys[0]!);
  }

  /** The sealed value, or undefined for anything tampered, expired, foreign or malformed. */
  async open(sealed: string | undefined): Promise<T | undefined> {
    if (!sealed || sealed.length > 4096) return undefined;
    for (const key of this.keys) {
      try {
        const { payload } = await jwtDecrypt(sealed, key);
        return payload.v as T;
      } catch {
        // Try the next key; all failing means the cookie is not ours (or no longer valid).
      }
    }
    return undefined;
  }
}
