/** The root of every learning query key: a progress report refreshes whatever is under it. */
export const learningKey = ['learning'] as const;
