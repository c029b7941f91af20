// The searches' lexicons (schema/searchWords.ts): the other readings of typed text from the words
// a lexicon knows, found by pg_trgm's similarity through its trigram index, and the rewriting of
// a lexicon from its texts.
import { eq, sql } from 'drizzle-orm';
import type { Database } from './connect.js';
import { preparedStatement } from './preparedStatement.js';
import type { SearchLexicon } from './schema/index.js';
import { searchWords } from './schema/index.js';
import type { KeyLookup } from '../text/readings.js';
import { lookupKeys, readingsOf } from '../text/readings.js';

/** Similar phrases kept per key, before readingsOf keeps those close to the best. */
const similarMax = 3;

interface LookupRow {
  key: string;
  known: boolean;
  similar: { phrase: string; score: number }[];
}

/**
 * Per key: whether a word of the lexicon starts with it, and its most similar phrases. `%` is
 * pg_trgm's similarity above its threshold (0.3 by default), which the trigram index answers.
 * Keys are folded words, letters and digits only, so none holds a LIKE wildcard.
 */
const lookupStatement = preparedStatement<
  LookupRow,
  { lexicon: SearchLexicon; keys: string; similarMax: number }
>(
  (value) => sql`select k.key,
    exists(
      select 1 from ${searchWords} w
      where w.lexicon = ${value('lexicon')} and w.word = w.phrase and w.word like k.key || '%'
    ) as known,
    (select coalesce(json_agg(m order by m.score desc, m.phrase), '[]') from (
      select w.phrase, max(similarity(w.word, k.key)) as score from ${searchWords} w
      where w.lexicon = ${value('lexicon')} and w.word % k.key
      group by w.phrase
      order by score desc, sum(w.uses) desc, w.phrase
      limit ${value('similarMax')}
    ) m) as similar
  from json_array_elements_text(${value('keys')}::json) as k(key)`,
);

/** What else folded text may have meant in the lexicon's words, best first (text/readings.ts). */
export async function readingsIn(
  db: Database,
  lexicon: SearchLexicon,
  folded: string,
): Promise<string[]> {
  const words = folded.split(' ').filter(Boolean);
  const keys = lookupKeys(words);
  if (keys.length === 0) return [];
  const rows = await lookupStatement.rows(db, {
    lexicon,
    keys: JSON.stringify(keys),
    similarMax,
  });
  const lookups = new Map<string, KeyLookup>(rows.map((row) => [row.key, row]));
  return readingsOf(words, (key) => lookups.get(key));
}

/** Replaces a lexicon's words with those of folded texts (names after '|', words after spaces). */
export async function rewriteLexicon(
  db: Database,
  lexicon: SearchLexicon,
  texts: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(searchWords).where(eq(searchWords.lexicon, lexicon));
    // search_words_count (migration 0021) splits and counts them as the catalog's triggers do.
    await tx.execute(
      sql`select search_words_count(${lexicon}, array(select json_array_elements_text(${JSON.stringify(texts)}::json)), '{}')`,
    );
  });
}
