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

  it('puts no space between an emphasized or linked word and the punctuation after it', () => {
    // A help center excerpt read "choose Cancel the booking . The time is released".
    expect(
      markdownToText('Choose **Cancel the booking**. Or [call](/en/help-center), _today_!'),
    ).toBe('Choose Cancel the booking. Or call, today!');
    expect(markdownToText('One paragraph.\n\nAnother `code`.')).toBe(
      'One paragraph. Another code.',
    );
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
