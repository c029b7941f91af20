import { describe, expect, it } from 'vitest';
import { cutText, markdownToHtml, markdownToText } from './markdown.js';

describe('markdownToHtml', () => {
  it('renders headings, lists and emphasis', () => {
    const html = markdownToHtml('## Book\n\n1. Pick a **time**\n2. Confirm');
    expect(html).toContain('<h2>Book</h2>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<strong>time</strong>');
  });

  it('escapes raw HTML and drops script links', () => {
    const html = markdownToHtml('<script>alert(1)</script>\n\n[x](javascript:alert(1))');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('href="javascript:');
  });
});

describe('markdownToText', () => {
  it('keeps the words without markup', () => {
    expect(markdownToText('## Title\n\n- one & **two**')).toBe('Title one & two');
  });
});

describe('cutText', () => {
  it('leaves short text alone and cuts long text at a word', () => {
    expect(cutText('short', 10)).toBe('short');
    const cut = cutText('one two three four five six', 15);
    expect(cut.length).toBeLessThanOrEqual(15);
    expect(cut).toBe('one two three…');
  });
});
