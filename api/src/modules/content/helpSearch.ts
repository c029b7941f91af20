// Help-center search in the database's own full-text search (the same on PostgreSQL and PGlite):
// each article is kept as one search document per language (help_articles.search_en/sr/ru),
// stemmed by the language's Snowball stemmer, so "reschedule" finds "Rescheduling". Text is
// folded in one place before it is stemmed, both when an article is written and when a search
// arrives: diacritics dropped (otkazi finds Otkaži) and Serbian Cyrillic read as Latin. Typos and
// words split or joined differently ('resheduling', 'giftcard') are read as the articles' own
// words (db/searchWords.ts, one lexicon per language), found after what the typed words find.
import { asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { helpArticles, helpTopics } from '../../db/schema/index.js';
import type { SearchLexicon } from '../../db/schema/index.js';
import { readingsIn, rewriteLexicon } from '../../db/searchWords.js';
import { languages, type Language, type LocalizedText } from '../../i18n/language.js';
import { fold } from '../../text/searchText.js';
import { serbianLatin } from '../../text/serbianLatin.js';
import { helpArticleIn } from './contentQueries.js';
import type { HelpArticle } from './contentSchemas.js';

/** PostgreSQL's text search configuration (its Snowball stemmer) for each language. */
const configs: Record<Language, string> = { en: 'english', sr: 'serbian', ru: 'russian' };
const columns = {
  en: helpArticles.searchEn,
  sr: helpArticles.searchSr,
  ru: helpArticles.searchRu,
} as const;
const lexicons: Record<Language, SearchLexicon> = { en: 'help:en', sr: 'help:sr', ru: 'help:ru' };
const maxResults = 20;
const maxWords = 8;

/** Text as the search reads it: Serbian in Latin, lowercase, no diacritics or punctuation. */
export function searchableText(text: string, language: Language): string {
  return fold(language === 'sr' ? serbianLatin(text) : text);
}

interface ArticleText {
  title: LocalizedText;
  body: LocalizedText;
  faq: readonly { question: LocalizedText; answer: LocalizedText }[];
}

/** One language's search document: the title weighs most, then the body, then the questions. */
function searchDocument(article: ArticleText, language: Language): SQL {
  const config = configs[language];
  const weighted = (text: string, weight: 'A' | 'B' | 'C') =>
    sql`setweight(to_tsvector(${config}::regconfig, ${searchableText(text, language)}), ${weight}::"char")`;
  const faq = article.faq.map((entry) => `${entry.question[language]} ${entry.answer[language]}`);
  return sql`${weighted(article.title[language], 'A')} || ${weighted(article.body[language], 'B')} || ${weighted(faq.join(' '), 'C')}`;
}

/** The search columns of an article, to write beside its text. */
function helpSearchColumns(article: ArticleText) {
  return {
    searchEn: searchDocument(article, 'en'),
    searchSr: searchDocument(article, 'sr'),
    searchRu: searchDocument(article, 'ru'),
  };
}

/** An article's words in one language, for its lexicon: the title, the body, each question and answer. */
const articleWords = (article: ArticleText, language: Language) =>
  [article.title, article.body, ...article.faq.flatMap((entry) => [entry.question, entry.answer])]
    .map((text) => `|${searchableText(text[language], language)}`)
    .join('');

/**
 * Writes the search documents of articles that have none (new ones, and those written before
 * search existed) and then each language's lexicon from every article.
 */
export async function indexHelpArticles(db: Database): Promise<number> {
  const missing = await db
    .select({
      id: helpArticles.id,
      title: helpArticles.title,
      body: helpArticles.body,
      faq: helpArticles.faq,
    })
    .from(helpArticles)
    .where(
      or(
        isNull(helpArticles.searchEn),
        isNull(helpArticles.searchSr),
        isNull(helpArticles.searchRu),
      ),
    );
  for (const article of missing)
    await db
      .update(helpArticles)
      .set(helpSearchColumns(article))
      .where(eq(helpArticles.id, article.id));
  if (missing.length > 0) {
    const all = await db
      .select({ title: helpArticles.title, body: helpArticles.body, faq: helpArticles.faq })
      .from(helpArticles);
    for (const language of languages)
      await rewriteLexicon(
        db,
        lexicons[language],
        all.map((article) => articleWords(article, language)),
      );
  }
  return missing.length;
}

/** A query for every word of folded text, each also as the start of a word. */
const wordsQuery = (folded: string, language: Language) =>
  // Folded words hold only letters and digits, so they cannot break to_tsquery's syntax.
  sql`to_tsquery(${configs[language]}::regconfig, ${folded
    .split(' ')
    .map((word) => `${word}:*`)
    .join(' & ')})`;

/**
 * Articles matching every word of `text` (each also as the start of a word), best first; then
 * those matching another reading of it (a typo read as the word it resembles).
 */
export async function searchHelpArticles(
  db: Database,
  text: string,
  language: Language,
): Promise<HelpArticle[]> {
  const folded = searchableText(text, language).split(' ').slice(0, maxWords).join(' ');
  if (folded === '') return [];
  const typed = wordsQuery(folded, language);
  const readings = await readingsIn(db, lexicons[language], folded);
  // tsquery's || matches either; a query of stop words alone is empty and drops out of it.
  const query = sql.join(
    [typed, ...readings.map((reading) => wordsQuery(reading, language))],
    sql` || `,
  );
  const document = columns[language];
  const rows = await db
    .select({ article: helpArticles, topic: helpTopics })
    .from(helpArticles)
    .innerJoin(helpTopics, eq(helpTopics.id, helpArticles.topicId))
    .where(sql`${document} @@ (${query})`)
    .orderBy(
      desc(sql`${document} @@ ${typed}`),
      desc(sql`ts_rank(${document}, ${query})`),
      asc(helpArticles.position),
    )
    .limit(maxResults);
  return rows.map(({ article, topic }) => helpArticleIn(article, topic, language));
}
