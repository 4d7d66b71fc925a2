/**
 * A user's text as a literal inside a LIKE/ILIKE pattern: `%`, `_` and the escape character `\`
 * (the default escape of PostgreSQL) lose their wildcard meaning.
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching any value that contains the text. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
