import type { Redis } from 'ioredis';
import type { LogoutJournal } from './logoutJournal.js';
import type { RevokedSessions } from './revokedSessions.js';
import { CookieSealer } from './sessionCookie.js';

interface PendingLogout {
  refreshToken: string;
  /** Epoch seconds: after this the refresh token is dead anyway. */
  until: number;
}

/** A journal entry: the refresh token sealed with the session secret, the rest in the clear. */
interface JournalEntry {
  sessionId: string;
  until: number;
  sealed: string;
}

export interface PendingLogoutOptions {
  /** Revokes the sign-in at the auth service; throws while it cannot confirm. */
  logout(refreshToken: string): Promise<void>;
  secrets: readonly string[];
  /** Where owed logouts are refused by session id (announced again after a restart). */
  revoked: RevokedSessions;
  /** The local folder that keeps owed logouts across restarts and Redis outages. */
  journal: LogoutJournal;
  redis?: Redis;
  /** First retry after this long, doubling up to maxDelayMs while the auth service stays away. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  onError?: (error: unknown) => void;
}

const hashKey = 'termin:bff:pending-logouts';
const now = () => Math.floor(Date.now() / 1000);

/**
 * Upstream revocations (api `POST /logout`) that could not be made at logout, tried again until
 * the auth service confirms. Each is kept on local disk (the journal: it outlives a restart, and
 * Redis being down) and, with Redis, there too (so any replica finishes it, also after the one
 * that took the logout is gone). Refresh tokens are sealed with the session secret in both.
 */
export class PendingLogouts {
  private readonly local = new Map<string, PendingLogout>();
  private readonly sealer: CookieSealer<PendingLogout>;
  private readonly initialDelayMs: number;
  private readonly maxDelayMs: number;
  private delayMs: number;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: PendingLogoutOptions) {
    this.sealer = new CookieSealer<PendingLogout>(options.secrets, 'pending-logout');
    this.initialDelayMs = options.initialDelayMs ?? 1000;
    this.maxDelayMs = options.maxDelayMs ?? 60_000;
    this.delayMs = this.initialDelayMs;
    // Another replica's leftovers are swept too.
    if (options.redis) this.schedule(this.maxDelayMs);
  }

  /**
   * Takes up what a previous run of this process (or a replica sharing the folder) still owed:
   * those sessions are refused again at once, and their upstream logouts retried soon.
   */
  async restore(): Promise<void> {
    for (const raw of await this.options.journal.readAll()) {
      const entry = parseEntry(raw);
      if (!entry) continue;
      if (entry.until <= now()) {
        await this.options.journal.delete(entry.sessionId).catch(() => undefined);
        continue;
      }
      // An entry sealed under a secret no longer configured stays on disk, in case the secret
      // comes back; the session id is refused all the same.
      await this.options.revoked.revoke(entry.sessionId, entry.until);
      const pending = await this.sealer.open(entry.sealed);
      if (pending) this.local.set(entry.sessionId, pending);
    }
    if (this.local.size > 0) this.schedule(this.initialDelayMs);
  }

  /**
   * Remembers a revocation still owed to the auth service and retries it soon. Resolves once it
   * is on disk: then the logout outlives this process whatever else is down.
   */
  async add(sessionId: string, refreshToken: string, until: number): Promise<void> {
    const pending = { refreshToken, until };
    this.local.set(sessionId, pending);
    const sealed = await this.sealer.seal(pending, until);
    const entry: JournalEntry = { sessionId, until, sealed };
    await this.options.journal
      .write(sessionId, JSON.stringify(entry))
      .catch((error) => this.options.onError?.(error));
    await this.options.redis
      ?.hset(hashKey, sessionId, sealed)
      .catch((error) => this.options.onError?.(error));
    this.delayMs = this.initialDelayMs;
    this.schedule(this.delayMs);
  }

  /** How many revocations this replica still owes (for tests and logs). */
  get size(): number {
    return this.local.size;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private schedule(delayMs: number) {
    if (this.closed) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.retry(), delayMs).unref();
  }

  private async all(): Promise<Map<string, PendingLogout>> {
    const all = new Map(this.local);
    const { redis } = this.options;
    if (!redis) return all;
    const stored = await redis.hgetall(hashKey).catch(() => ({}) as Record<string, string>);
    for (const [id, sealed] of Object.entries(stored)) {
      const pending = await this.sealer.open(sealed);
      if (pending) all.set(id, pending);
      else await redis.hdel(hashKey, id).catch(() => undefined); // expired or foreign
    }
    return all;
  }

  private async forget(id: string) {
    this.local.delete(id);
    await this.options.journal.delete(id).catch((error) => this.options.onError?.(error));
    await this.options.redis?.hdel(hashKey, id).catch(() => undefined);
  }

  private async retry() {
    this.timer = undefined;
    let failed = false;
    for (const [id, pending] of await this.all()) {
      if (this.closed) return;
      if (pending.until <= now()) {
        await this.forget(id);
        continue;
      }
      // Redis may be back before api: every replica refuses the session from then on.
      await this.options.revoked.revoke(id, pending.until);
      try {
        await this.options.logout(pending.refreshToken);
        await this.forget(id);
      } catch (error) {
        failed = true;
        this.options.onError?.(error);
      }
    }
    this.delayMs = failed ? Math.min(this.delayMs * 2, this.maxDelayMs) : this.initialDelayMs;
    if (failed) this.schedule(this.delayMs);
    else if (this.options.redis) this.schedule(this.maxDelayMs);
  }
}

function parseEntry(raw: string): JournalEntry | undefined {
  try {
    const entry = JSON.parse(raw) as Partial<JournalEntry>;
    return typeof entry.sessionId === 'string' &&
      typeof entry.until === 'number' &&
      typeof entry.sealed === 'string'
      ? (entry as JournalEntry)
      : undefined;
  } catch {
    return undefined;
  }
}
