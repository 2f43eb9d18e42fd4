import { Flag } from 'lucide-react';
import { cn } from '@web/lib/utils';

/** The flag images bundled with the app (web/src/assets/flags/<iso>.svg): nothing is fetched from outside hosts. */
const FLAG_URLS: Record<string, string> = Object.fromEntries(
  Object.entries(import.meta.glob<string>('../assets/flags/*.svg', { eager: true, query: '?url', import: 'default' })).map(
    ([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length).toUpperCase(), url],
  ),
);

export function flagUrl(isoCode: string | null | undefined): string | null {
  return (isoCode && FLAG_URLS[isoCode.toUpperCase()]) || null;
}

export interface CountryFlagProps {
  isoCode: string | null | undefined;
  /** The country's name, read by screen readers. */
  name: string;
  className?: string;
  /** Next to the country's name already: hidden from screen readers. */
  decorative?: boolean;
}

/** A country's flag at a fixed height (width follows the flag's own proportions); a neutral flag when none is bundled. */
export function CountryFlag({ isoCode, name, className, decorative = false }: CountryFlagProps) {
  const url = flagUrl(isoCode);
  if (!url) {
    return (
      <span
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : `Bandiera: ${name}`}
        aria-hidden={decorative || undefined}
        className={cn('inline-flex aspect-[3/2] h-6 items-center justify-center rounded-sm border bg-muted text-muted-foreground', className)}
      >
        <Flag className="h-4/5 w-auto" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={url}
      alt={decorative ? '' : `Bandiera: ${name}`}
      loading="lazy"
      decoding="async"
      className={cn('inline-block h-6 w-auto rounded-sm border border-black/10 object-contain shadow-xs', className)}
    />
  );
}

/**
 * A country's flag and name (or 'Paese non specificato'): the flag is decorative, the name is read.
 * The flag's slot fits the widest flag (2:1), so the names of a list line up.
 */
export function CountryLabel({ code, name }: { code: string | null | undefined; name: string | null | undefined }) {
  return (
    <span className="inline-flex max-w-full min-w-0 items-center gap-1.5 align-middle">
      <span className="flex w-7 shrink-0">
        <CountryFlag isoCode={code} name={name ?? ''} decorative className="h-3.5" />
      </span>
      <span className={cn('truncate', !name && 'text-muted-foreground')}>{name ?? 'Paese non specificato'}</span>
    </span>
  );
}
