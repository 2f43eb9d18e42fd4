const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** One formatter per number of decimals, built at its first use: a long table formats many sizes. */
const formatters = new Map<number, Intl.NumberFormat>();

function number(value: number, decimals: number): string {
  let format = formatters.get(decimals);
  if (!format) formatters.set(decimals, (format = new Intl.NumberFormat('it-IT', { maximumFractionDigits: decimals, minimumFractionDigits: 0 })));
  return format.format(value);
}

/**
 * A size in the largest fitting unit of Bytes, KB, MB, GB (spec part 2 section 9): "1,5 MB",
 * "2,93 KB". The one way a size is shown, documents' included: "MB with 2 decimals" would
 * show a file of a few KB as "0,00 MB".
 */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const i = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${number(bytes / 1024 ** i, i === 0 ? 0 : decimals)} ${UNITS[i]}`;
}

/** Share of the quota used, 0 to 100. */
export function quotaPercent(usedBytes: number, quotaBytes: number): number {
  if (quotaBytes <= 0) return 0;
  return Math.min(100, Math.max(0, (usedBytes / quotaBytes) * 100));
}
