import { describe, expect, it } from 'vitest';
import { pageAssets } from './pageAssets';

const assets = {
  scripts: ['/assets/entry.js'],
  styles: ['/assets/entry.css'],
  routeChunks: {
    'src/layouts/contentLayouts.ts': {
      scripts: ['/assets/contentLayouts.js', '/assets/Prose.js'],
      styles: ['/assets/content.css'],
    },
    'src/pages/blog/BlogListPage.tsx': {
      scripts: ['/assets/BlogListPage.js', '/assets/Prose.js'],
      styles: ['/assets/content.css', '/assets/blog.css'],
    },
  },
};

describe('pageAssets', () => {
  it("adds the styles and chunks of the page's route modules, each once", () => {
    expect(
      pageAssets(assets, ['src/layouts/contentLayouts.ts', 'src/pages/blog/BlogListPage.tsx']),
    ).toEqual({
      scripts: ['/assets/entry.js'],
      styles: ['/assets/entry.css', '/assets/content.css', '/assets/blog.css'],
      preloads: ['/assets/contentLayouts.js', '/assets/Prose.js', '/assets/BlogListPage.js'],
    });
  });

  it('leaves the route table out of what the page carries to the browser', () => {
    expect(pageAssets(assets, [])).not.toHaveProperty('routeChunks');
  });

  it('links only the entry under the dev server, which has no route table', () => {
    expect(pageAssets({ scripts: ['/src/entry.client.tsx'], styles: [] }, ['src/x.tsx'])).toEqual({
      scripts: ['/src/entry.client.tsx'],
      styles: [],
    });
  });
});
