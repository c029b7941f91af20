/** A value a remembered text may be keyed by. */
export type PlainValue = string | number | boolean;

/** A text under a key and named values: each value's name, then the value, leads one step down. */
interface TextNode {
  text?: string;
  next?: Map<string, Map<PlainValue, TextNode>>;
}

/** A longer string (a search a visitor typed) is formatted every time rather than kept. */
const longestValue = 100;

/**
 * A value kept as a Map key: short strings, numbers and booleans. -0 is left out: a Map takes it
 * for 0, and Intl writes it with its sign.
 */
function isPlainValue(value: unknown): value is PlainValue {
  switch (typeof value) {
    case 'string':
      return value.length <= longestValue;
    case 'number':
      return !Object.is(value, -0);
    case 'boolean':
      return true;
    default:
      return false;
  }
}

export interface TextTree {
  /**
   * The text remembered for `key` and `values` (undefined ones are skipped), else `format()`'s,
   * kept. Undefined when a value is not a plain one: the caller formats it every time.
   */
  text(key: PlainValue, values: object | undefined, format: () => string): string | undefined;
}

/**
 * Formatted texts by a key and a few named values, found with Map lookups on the values as they
 * are: no key text is built per call (building one cost a formatted message about five times the
 * lookup). Values named in another order make another path to the same text, which is still
 * right. Past `limit` nodes (a call adds at most one per value) the tree starts over rather than
 * grow without bound.
 */
export function createTextTree(limit = 5_000): TextTree {
  const roots = new Map<PlainValue, TextNode>();
  let nodes = 0;
  return {
    text(key, values, format) {
      if (!isPlainValue(key)) return undefined;
      // Checked on every call, not only for a new key: one message asked with ever new values (a
      // visitor's searches) grows under a key the tree already has.
      if (nodes >= limit) {
        roots.clear();
        nodes = 0;
      }
      let node: TextNode | undefined = roots.get(key);
      if (!node) {
        roots.set(key, (node = {}));
        nodes += 1;
      }
      for (const name in values) {
        const value: unknown = values[name as keyof typeof values];
        if (value === undefined) continue;
        if (!isPlainValue(value)) return undefined;
        const byName: Map<string, Map<PlainValue, TextNode>> = (node.next ??= new Map());
        let byValue = byName.get(name);
        if (!byValue) byName.set(name, (byValue = new Map()));
        let child: TextNode | undefined = byValue.get(value);
        if (!child) {
          byValue.set(value, (child = {}));
          nodes += 1;
        }
        node = child;
      }
      return (node.text ??= format());
    },
  };
}
