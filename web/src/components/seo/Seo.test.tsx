import { describe, expect, it } from 'vitest';
import { breadcrumbList, scriptSafeJson } from './Seo';

describe('scriptSafeJson', () => {
  it('cannot close the script element it is written into', () => {
    const json = scriptSafeJson({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('breadcrumbList', () => {
  it('numbers the items from 1', () => {
    expect(
      breadcrumbList([
        { name: 'Termin', url: 'https://termin.rs/sr' },
        { name: 'Blog', url: 'https://termin.rs/sr/blog' },
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Termin', item: 'https://termin.rs/sr' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://termin.rs/sr/blog' },
      ],
    });
  });
});
