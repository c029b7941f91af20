import { readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { e2ePorts } from './ports.js';

/**
 * Where the e2e api writes its e-mails as .eml files (no SMTP_URL), as `npm start` does under
 * .data/mail. One directory per e2e port; tests tell their mail apart by the recipient, each
 * journey signing up with an address of its own.
 */
export const mailDirOf = (port: number) => join(tmpdir(), `termin-e2e-mail-${port}`);
/** This worker's site's mail. */
export const mailDir = mailDirOf(e2ePorts().port);

/** When this run's tests began: mail written before (an earlier run's) is not theirs. */
const runStarted = Date.now();

/** Each file parsed once: a run writes hundreds of e-mails, and tests poll for theirs. */
const parsed = new Map<string, Promise<ParsedMail | undefined>>();

async function parse(path: string): Promise<ParsedMail | undefined> {
  if ((await stat(path)).mtimeMs < runStarted) return undefined;
  return simpleParser(await readFile(path));
}

async function mailIn(dir: string): Promise<ParsedMail[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map((file) => {
        const path = join(dir, file);
        if (!parsed.has(path)) parsed.set(path, parse(path));
        return parsed.get(path)!;
      }),
  );
  return mails.filter((mail) => mail !== undefined);
}

const recipientsOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) =>
    to.value.map((address) => address.address?.toLowerCase()),
  );

/** The e-mail to `address` whose subject matches, once the api's outbox has written it. */
export async function mailTo(address: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailIn(mailDir)).find(
          (mail) =>
            recipientsOf(mail).includes(address.toLowerCase()) && subject.test(mail.subject ?? ''),
        );
        return !!found;
      },
      { message: `an e-mail to ${address} with subject ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
