// The words the searches know, for typo tolerance (issue 42): a typed word no text holds is
// looked up here by trigram similarity (pg_trgm) and searched as the known words it resembles.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Whose words: the venue search's (venue, service and treatment names in every language, kept by
 * triggers, migration 0021) or one language's help articles (written by modules/content/helpSearch.ts).
 */
export const searchLexicons = ['catalog', 'help:en', 'help:sr', 'help:ru'] as const;
export type SearchLexicon = (typeof searchLexicons)[number];

export const searchWords = pgTable(
  'search_words',
  {
    lexicon: text('lexicon').$type<SearchLexicon>().notNull(),
    /** A folded word (text/searchText.ts), or two neighbouring words written together. */
    word: text('word').notNull(),
    /** What the word stands for in the texts: itself, or the two words ('giftcard': 'gift card'). */
    phrase: text('phrase').notNull(),
    /** How many texts hold it; a word no text holds any more is deleted. */
    uses: integer('uses').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lexicon, t.word, t.phrase] }),
    check(
      'search_words_lexicon',
      sql.raw(`lexicon in (${searchLexicons.map((name) => `'${name}'`).join(', ')})`),
    ),
    // Serves `word % typed` (similar words). Without a pending list: PGlite has no autovacuum to
    // merge one, and scanning it made each lookup at scale 40 ms instead of 1 ms.
    index('search_words_trgm').using('gin', t.word.op('gin_trgm_ops')).with({ fastupdate: 'off' }),
  ],
);
