/** A noun in the singular and in the plural: ['cliente', 'clienti']. */
export type Noun = readonly [singular: string, plural: string];

const count = new Intl.NumberFormat('it-IT');

/** A count as Italian writes it: '12.345' (four digits stay together: '1000'). */
export function formatCount(n: number): string {
  return count.format(n);
}

/** The form of `noun` that goes with `n`: the singular for one, the plural for any other count (zero too). */
export function plural(n: number, [singular, pluralForm]: Noun): string {
  return n === 1 ? singular : pluralForm;
}

/** A count and its noun, the count in it-IT: '1 cliente', '12.345 clienti'. */
export function countOf(n: number, noun: Noun): string {
  return `${formatCount(n)} ${plural(n, noun)}`;
}
