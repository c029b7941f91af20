// The content of a seeded review: a rating skewed the way marketplace ratings are (mostly fives,
// a long thin tail), a text in the writer's language, sometimes the venue's answer.
import type { Language } from '../../i18n/language.js';
import type { CustomerSeed } from './customers.js';
import type { Random } from './random.js';
import { chance, pick, weighted } from './random.js';
import { inWritersWords, replyTexts, reviewTexts } from './reviewTexts.js';

export interface ReviewContent {
  readonly rating: number;
  readonly text: string | undefined;
  readonly language: Language;
  readonly reply: { readonly text: string; readonly at: Date } | undefined;
  readonly createdAt: Date;
}

const hour = 3_600_000;

/** Weights of 1…5 stars at a venue of quality 0 (uneven) and 1 (excellent). */
const weakVenue = [5, 7, 15, 33, 40];
const strongVenue = [1, 2, 6, 21, 70];

/**
 * @param quality the venue's, 0–1, drawn once per branch.
 * @param finishedAt when the visit ended; the review follows within two days, a reply within
 *   three more, so a visit at least six days old has both in the past.
 */
export function planReviewContent(
  random: Random,
  writer: CustomerSeed,
  quality: number,
  finishedAt: Date,
): ReviewContent {
  const rating = weighted(
    random,
    weakVenue.map(
      (weak, index) => [index + 1, weak + (strongVenue[index]! - weak) * quality] as const,
    ),
  ) as 1 | 2 | 3 | 4 | 5;
  const text = chance(random, 0.85)
    ? inWritersWords(pick(random, reviewTexts[writer.language][rating]), writer.female)
    : undefined;
  const createdAt = new Date(finishedAt.getTime() + random.int(2, 48) * hour);
  const replies = replyTexts[writer.language];
  const reply = chance(random, rating <= 3 ? 0.75 : 0.3)
    ? {
        text: pick(random, rating >= 4 ? replies.thanks : replies.sorry),
        at: new Date(createdAt.getTime() + random.int(3, 72) * hour),
      }
    : undefined;
  return { rating, text, language: writer.language, reply, createdAt };
}
