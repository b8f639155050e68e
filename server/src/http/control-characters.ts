/** Finds a string holding control characters anywhere in a payload; tab, line feed and carriage return are text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The dotted path of the first offending field, or null when the payload is clean. */
export function controlCharacterField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path || 'payload' : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterField(item, path || String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL.test(key)) return path || 'payload';
      const found = controlCharacterField(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}
