import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2ePorts } from './ports.js';

/**
 * Where the e2e api writes its text messages, one JSON file each (no SMS_URL), as `npm start`
 * does under .data/sms. Journeys book with the same phone number, so they tell their messages
 * apart by the booking's link in them.
 */
export const smsDirOf = (port: number) => join(tmpdir(), `termin-e2e-sms-${port}`);
/** This worker's site's text messages. */
export const smsDir = smsDirOf(e2ePorts().port);

export interface TextMessage {
  from: string;
  to: string;
  text: string;
}

/** Every text message written so far about a booking (its guid in the link). */
export async function textsAbout(guid: string): Promise<TextMessage[]> {
  const files = (await readdir(smsDir).catch(() => [] as string[])).filter((file) =>
    file.endsWith('.json'),
  );
  const texts = await Promise.all(
    files
      .sort()
      .map(async (file) => JSON.parse(await readFile(join(smsDir, file), 'utf8')) as TextMessage),
  );
  return texts.filter((message) => message.text.includes(guid));
}

/** The text message about a booking whose words match, once the api's outbox has written it. */
export async function textAbout(guid: string, words: RegExp): Promise<TextMessage> {
  let found: TextMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await textsAbout(guid)).find((message) => words.test(message.text));
        return !!found;
      },
      { message: `a text message about ${guid} saying ${words}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
