import { describe, expect, it } from 'vitest';
import { blogListHref, blogListState, pagerItems } from './blogPaging';

describe('blog paging', () => {
  it('reads the page and tag from the URL, falling back to page 1', () => {
    expect(blogListState(new URLSearchParams('page=3&tag=hair'))).toEqual({ page: 3, tag: 'hair' });
    expect(blogListState(new URLSearchParams('page=-2'))).toEqual({ page: 1, tag: null });
    expect(blogListState(new URLSearchParams('page=abc'))).toEqual({ page: 1, tag: null });
  });

  it('keeps page 1 and no tag off the URL', () => {
    expect(blogListHref('/en/blog', 1, null)).toBe('/en/blog');
    expect(blogListHref('/en/blog', 2, 'hair')).toBe('/en/blog?tag=hair&page=2');
  });

  it('shows the ends and the neighbourhood of the current page', () => {
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
  });
});
