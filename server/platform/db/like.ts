import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** `%term%` for LIKE/ILIKE: `%`, `_` and `\` typed by a person are literal characters, not wildcards. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * A column kept lower-cased on write contains the term, whatever the term's case:
 * LIKE against the lower-cased pattern, so a trigram index on the column serves it (decision 032).
 */
export function lowerCasedContains(column: SQLWrapper, term: string): SQL {
  return sql`${column} LIKE lower(${likePattern(term)})`;
}
