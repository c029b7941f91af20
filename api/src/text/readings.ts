// Typo tolerance (issue 42): what else folded search text may have meant, from the words a
// lexicon knows (db/searchWords.ts looks them up by trigram similarity). A word no text holds
// ('resheduling') is read as the known words it resembles ('rescheduling'); two typed words
// that some text holds as one ('hair cut') are read joined ('haircut'), and one typed word that
// some text holds as two ('giftcard') is read apart ('gift card'), as the lexicon keeps each two
// neighbouring words written together too.

/** A known word (or two, space-separated) resembling a looked-up key, and how much (0–1). */
export interface SimilarPhrase {
  readonly phrase: string;
  readonly score: number;
}

export interface KeyLookup {
  /** Some text holds a word starting with the key: it is taken as typed. */
  readonly known: boolean;
  /** The most similar phrases, best first. */
  readonly similar: readonly SimilarPhrase[];
}

/** Words shorter than this are taken as typed: too few trigrams to tell a typo from a word. */
export const correctedLengthMin = 4;
/** A typed pair is read joined only when that resembles a known word this much. */
const joinedScoreMin = 0.6;
/** Of a word's similar phrases, those this close to the best one are kept. */
const closeToBest = 0.15;
/** At most this many other readings: each is one more pattern the search matches. */
export const readingsMax = 4;

/** What to look up for folded words: each word long enough, and each two neighbours joined. */
export function lookupKeys(words: readonly string[]): string[] {
  const keys = new Set(words.filter((word) => [...word].length >= correctedLengthMin));
  for (let i = 0; i + 1 < words.length; i++) keys.add(words[i]! + words[i + 1]!);
  return [...keys];
}

interface Choice {
  readonly text: string;
  readonly score: number;
}

/**
 * The phrases close to the best one. Two words read from one typed word need as much likeness as
 * a typed pair read joined: 'otkazivnje' is 'otkazivanje', not 'otkazivanje je'.
 */
const closeMatches = (similar: readonly SimilarPhrase[]): Choice[] => {
  const likely = similar.filter(
    (match) => !match.phrase.includes(' ') || match.score >= joinedScoreMin,
  );
  const best = likely[0]?.score ?? 0;
  return likely
    .filter((match) => match.score >= best - closeToBest)
    .map((match) => ({ text: match.phrase, score: match.score }));
};

/**
 * The other readings of folded words, best first, without the words as typed. Each typed word
 * is either taken as typed (known, short, or like nothing known) or read as the known phrases
 * it resembles most; a pair is read joined first when that resembles a known word enough.
 */
export function readingsOf(
  words: readonly string[],
  lookup: (key: string) => KeyLookup | undefined,
): string[] {
  const choices: Choice[][] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const joined = i + 1 < words.length ? lookup(word + words[i + 1]!) : undefined;
    if (joined && (joined.similar[0]?.score ?? 0) >= joinedScoreMin) {
      choices.push(closeMatches(joined.similar));
      i++;
      continue;
    }
    const found = lookup(word);
    const read = found && !found.known ? closeMatches(found.similar) : [];
    choices.push(read.length > 0 ? read : [{ text: word, score: 1 }]);
  }
  // Every combination of choices, the likeliest (highest product of scores) first.
  let combined: Choice[] = [{ text: '', score: 1 }];
  for (const options of choices)
    combined = combined
      .flatMap((head) =>
        options.map((option) => ({
          text: head.text === '' ? option.text : `${head.text} ${option.text}`,
          score: head.score * option.score,
        })),
      )
      .sort((a, b) => b.score - a.score)
      .slice(0, readingsMax + 1);
  const typed = words.join(' ');
  return [...new Set(combined.map((choice) => choice.text))]
    .filter((text) => text !== typed)
    .slice(0, readingsMax);
}
