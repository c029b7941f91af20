import { describe, expect, it } from 'vitest';
import { sentText } from './formAction';

describe('sentText', () => {
  it('reads a field as sent, trimmed, and nothing for a field the form lacks', () => {
    const form = new FormData();
    form.set('name', '  Hana  ');
    expect(sentText(form, 'name')).toBe('Hana');
    expect(sentText(form, 'email')).toBe('');
  });
});
