import { describe, expect, it } from 'vitest';
import { serializeForScript } from './shell';

describe('serializeForScript', () => {
  it('escapes what could end the script or open a comment, and reads back as the same value', () => {
    const value = { text: '</script><!-- a > b \u2028 \u2029 «ćirilica»', list: [1, null, true] };
    const json = serializeForScript(value);
    expect(json).not.toMatch(/[<>\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e\\u003c!--');
    expect(JSON.parse(json)).toEqual(value);
  });
});
