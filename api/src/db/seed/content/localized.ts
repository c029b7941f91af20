// Compact builders for localized content: l(en, sr, ru).
import type { LocalizedText } from '../../../i18n/language.js';
import type { FaqEntry } from '../../schema/content.js';
import type { HelpArticleSeed } from './types.js';

export const l = (en: string, sr: string, ru: string): LocalizedText => ({ en, sr, ru });

export const faq = (question: LocalizedText, answer: LocalizedText): FaqEntry => ({
  question,
  answer,
});

/** A help article; `updatedOn` is the day its text last changed (YYYY-MM-DD). */
export const article = (
  slug: string,
  updatedOn: string,
  title: LocalizedText,
  body: LocalizedText,
  questions: readonly FaqEntry[] = [],
): HelpArticleSeed => ({ slug, updatedOn, title, body, faq: questions });
