import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A folder of small files that survive a crash or restart: one file per entry, written to a
 * temporary name, flushed to disk and renamed into place, so a reader sees a whole entry or none.
 * Several processes may share the folder (replicas on one volume): no file is ever rewritten in
 * place, and deleting one entry never touches another.
 */
export class LogoutJournal {
  constructor(private readonly dir: string) {}

  /** Keys are hashed into file names: whatever a key holds, it names no path. */
  private fileOf(key: string) {
    return join(this.dir, `${createHash('sha256').update(key).digest('hex').slice(0, 40)}.entry`);
  }

  /** Resolves once the entry is on disk (the file and its name flushed). */
  async write(key: string, value: string): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const temporary = join(this.dir, `.${randomUUID()}.tmp`);
    const file = await open(temporary, 'w', 0o600);
    try {
      await file.writeFile(value);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, this.fileOf(key));
    await this.syncFolder();
  }

  async delete(key: string): Promise<void> {
    await unlink(this.fileOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  /** Every entry's value (a missing folder is an empty journal). */
  async readAll(): Promise<string[]> {
    const names = await readdir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const values = await Promise.all(
      names
        .filter((name) => name.endsWith('.entry'))
        .map((name) => readFile(join(this.dir, name), 'utf8').catch(() => undefined)),
    );
    return values.filter((value): value is string => value !== undefined);
  }

  /** The rename itself must reach the disk, or a crash could forget the entry. */
  private async syncFolder() {
    const folder = await open(this.dir, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  }
}
