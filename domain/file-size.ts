const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

function number(value: number, decimals: number): string {
  return new Intl.NumberFormat('it-IT', { maximumFractionDigits: decimals, minimumFractionDigits: 0 }).format(value);
}

/** A size in the largest fitting unit of Bytes, KB, MB, GB (spec part 2 section 9): "1,5 MB". */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const i = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${number(bytes / 1024 ** i, i === 0 ? 0 : decimals)} ${UNITS[i]}`;
}

/** A document's size in MB with 2 decimals (spec part 2 section 9): "0,25 MB". */
export function formatMegabytes(bytes: number): string {
  const mb = Math.max(0, bytes) / 1024 / 1024;
  return `${new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(mb)} MB`;
}

/** Share of the quota used, 0 to 100. */
export function quotaPercent(usedBytes: number, quotaBytes: number): number {
  if (quotaBytes <= 0) return 0;
  return Math.min(100, Math.max(0, (usedBytes / quotaBytes) * 100));
}
