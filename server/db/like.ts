/** `%term%` for LIKE/ILIKE: `%`, `_` and `\` typed by a person are literal characters, not wildcards. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
