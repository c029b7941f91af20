import MarkdownIt from 'markdown-it';

// Editorial Markdown from the api becomes HTML here, once per cached answer's use, so web ships no
// Markdown parser. Raw HTML in the source is escaped (html: false) and markdown-it refuses
// javascript:, vbscript: and data: links, so the output is safe to put into the page as it is.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

export function markdownToHtml(source: string): string {
  return markdown.render(source);
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Tags inside a line of text: dropping them must not add a space ("choose **Cancel**." → "choose Cancel."). */
const inlineTag = /<\/?(?:a|code|em|s|strong)\b[^>]*>/g;

/** The text a reader sees, without Markdown syntax, in one line. */
export function markdownToText(source: string): string {
  return markdownToHtml(source)
    .replace(inlineTag, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word boundary with an ellipsis when cut. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
