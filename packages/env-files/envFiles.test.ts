import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnvFiles } from './envFiles.js';

describe('readEnvFiles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'env-files-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, content: string) => {
    writeFileSync(join(dir, name), content);
    return join(dir, name);
  };

  it('reads NAME from the file NAME_FILE names, without its trailing line break', () => {
    const { env, problems } = readEnvFiles(
      { SESSION_SECRET_FILE: file('secret', 'a-secret-of-thirty-two-characters!!\n'), PORT: '3' },
      ['SESSION_SECRET'],
    );
    expect(problems).toEqual([]);
    expect(env).toEqual({ SESSION_SECRET: 'a-secret-of-thirty-two-characters!!', PORT: '3' });
  });

  it('keeps line breaks inside the value and reads only the names asked for', () => {
    const { env } = readEnvFiles(
      { A_FILE: file('a', 'one\ntwo\r\n'), B_FILE: file('b', 'not asked') },
      ['A'],
    );
    expect(env.A).toBe('one\ntwo');
    expect(env.B).toBeUndefined();
    expect(env.B_FILE).toBe(join(dir, 'b'));
  });

  it('names the variable when both are set or the file cannot be read', () => {
    const { problems } = readEnvFiles(
      {
        DATABASE_URL: 'postgres://x',
        DATABASE_URL_FILE: file('url', 'postgres://y'),
        SMTP_URL_FILE: join(dir, 'missing'),
      },
      ['DATABASE_URL', 'SMTP_URL'],
    );
    expect(problems).toEqual([
      'DATABASE_URL_FILE: DATABASE_URL is set too; set only one of them',
      `SMTP_URL_FILE: cannot read ${join(dir, 'missing')} (ENOENT)`,
    ]);
  });

  it('leaves an environment without *_FILE variables as it is', () => {
    expect(readEnvFiles({ REDIS_URL: 'redis://r' }, ['REDIS_URL'])).toEqual({
      env: { REDIS_URL: 'redis://r' },
      problems: [],
    });
  });
});
