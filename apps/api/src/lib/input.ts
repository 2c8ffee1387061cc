/**
 * The dotted path of the first string holding a NUL character in a parsed query, params or body,
 * or null. PostgreSQL text cannot store NUL, so such input is refused as bad input up front
 * instead of failing in the database.
 */
export function findNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}
