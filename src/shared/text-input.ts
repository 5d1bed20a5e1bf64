/**
 * One rule for every text a client sends: no control characters but tab, line feed and carriage
 * return. PostgreSQL refuses NUL in text (a query failing deep inside a use case), and no field
 * of the shop has a use for the others.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlCharacter(value: string): boolean {
  return FORBIDDEN.test(value);
}

/** Deepest nesting walked; anything deeper is refused like a control character. */
const MAX_DEPTH = 32;

/**
 * The path (`address.city`, `lines.0.note`, `body`) of the first string holding a control
 * character (or a key, or a structure nested beyond reason), anywhere in a parsed body, query
 * or set of route parameters; null when every string is clean.
 */
export function findControlCharacter(value: unknown, path = ''): string | null {
  return walk(value, path, 0);
}

function walk(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path || 'body' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return path || 'body';
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = walk(value[i], join(path, String(i)), depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  if (ArrayBuffer.isView(value)) return null; // a raw body (Buffer): read by its owner
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacter(key)) return join(path, key.replace(FORBIDDEN_GLOBAL, '?'));
    const found = walk(item, join(path, key), depth + 1);
    if (found !== null) return found;
  }
  return null;
}

// eslint-disable-next-line no-control-regex -- see FORBIDDEN
const FORBIDDEN_GLOBAL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
