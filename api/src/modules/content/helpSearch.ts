// Help-center search in the database's own full-text search (the same on PostgreSQL and PGlite):
// each article is kept as one search document per language (help_articles.search_en/sr/ru),
// stemmed by the language's Snowball stemmer, so "reschedule" finds "Rescheduling". Text is
// folded in one place before it is stemmed, both when an article is written and when a search
// arrives: diacritics dropped (otkazi finds Otkaži) and Serbian Cyrillic read as Latin.
import { asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { helpArticles, helpTopics } from '../../db/schema/index.js';
import type { Language, LocalizedText } from '../../i18n/language.js';
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

/** Writes the search documents of articles that have none: new ones, and those written before search existed. */
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
  return missing.length;
}

/** Articles matching every word of `text` (each also as the start of a word), best first. */
export async function searchHelpArticles(
  db: Database,
  text: string,
  language: Language,
): Promise<HelpArticle[]> {
  const words = searchableText(text, language).split(' ').filter(Boolean).slice(0, maxWords);
  if (words.length === 0) return [];
  // Folded words hold only letters and digits, so they cannot break to_tsquery's syntax.
  const query = sql`to_tsquery(${configs[language]}::regconfig, ${words.map((word) => `${word}:*`).join(' & ')})`;
  const document = columns[language];
  const rows = await db
    .select({ article: helpArticles, topic: helpTopics })
    .from(helpArticles)
    .innerJoin(helpTopics, eq(helpTopics.id, helpArticles.topicId))
    .where(sql`${document} @@ ${query}`)
    .orderBy(desc(sql`ts_rank(${document}, ${query})`), asc(helpArticles.position))
    .limit(maxResults);
  return rows.map(({ article, topic }) => helpArticleIn(article, topic, language));
}
