/** Avatar initials: the first letters of the name's words, at most two, upper-case ('' for a blank name). */
export function initialsOf(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toLocaleUpperCase('it-IT'))
    .join('');
}
