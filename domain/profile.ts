/** Profile rules (spec part 2, section 4-5 and 9): completeness, companies, timezones, avatar limits. */

/** At most this many companies per account. */
export const MAX_COMPANIES = 3;

/** The avatar of one's own profile: images only, at most 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_WRONG_KIND_MESSAGE = 'Seleziona un file immagine valido';
export const AVATAR_TOO_LARGE_MESSAGE = 'Il file deve essere inferiore a 5MB';

export const DEFAULT_TIMEZONE = 'Europe/Rome';

/** The eight timezones a person may choose, with their Italian labels. */
export const TIMEZONES = [
  { value: 'Europe/Rome', label: 'Roma (Europe/Rome)' },
  { value: 'Europe/London', label: 'Londra (Europe/London)' },
  { value: 'Europe/Paris', label: 'Parigi (Europe/Paris)' },
  { value: 'Europe/Berlin', label: 'Berlino (Europe/Berlin)' },
  { value: 'America/New_York', label: 'New York (America/New_York)' },
  { value: 'America/Los_Angeles', label: 'Los Angeles (America/Los_Angeles)' },
  { value: 'Asia/Tokyo', label: 'Tokyo (Asia/Tokyo)' },
  { value: 'Australia/Sydney', label: 'Sydney (Australia/Sydney)' },
] as const;

export type Timezone = (typeof TIMEZONES)[number]['value'];
export const TIMEZONE_VALUES = TIMEZONES.map((t) => t.value) as [Timezone, ...Timezone[]];

export interface ProfileCompletion {
  /** Full name and address are both filled in. */
  basicInfo: boolean;
  /** At least one company exists. */
  companies: boolean;
  /** 0, 50 or 100. */
  percent: 0 | 50 | 100;
  complete: boolean;
}

/**
 * How complete a profile is: half for the basic information (non-blank full
 * name and address), half for having at least one company.
 */
export function profileCompletion(input: { fullName: string | null | undefined; address: string | null | undefined; companyCount: number }): ProfileCompletion {
  const basicInfo = Boolean(input.fullName?.trim()) && Boolean(input.address?.trim());
  const companies = input.companyCount > 0;
  const percent = ((basicInfo ? 50 : 0) + (companies ? 50 : 0)) as 0 | 50 | 100;
  return { basicInfo, companies, percent, complete: basicInfo && companies };
}
