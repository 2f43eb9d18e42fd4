const RATE = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });

/** '12.50' -> '12,5%'; null -> '—'. */
export function formatTaxRate(rate: string | null): string {
  return rate === null ? '—' : `${RATE.format(Number(rate))}%`;
}

/** '12.50' -> '12,5' for the Aliquota field. */
export function formatTaxRateInput(rate: string | null): string {
  return rate === null ? '' : RATE.format(Number(rate)).replace(/\./g, '');
}
