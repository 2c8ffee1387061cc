/**
 * The root of every catalogue query key. Each endpoint file builds its keys from it so mutations can
 * invalidate exactly the queries their answer changes.
 */
export const catalogKey = ['catalog'] as const;
