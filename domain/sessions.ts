/** However often it is used, a session ends this many days after its sign-in (docs/decisions/063). */
export const SESSION_MAX_AGE_DAYS = 30;
export const SESSION_MAX_AGE_MS = SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

/** A session's last use is written at most this often, so it is known to within this much (docs/decisions/063). */
export const LAST_USE_INTERVAL_MINUTES = 5;
export const LAST_USE_INTERVAL_MS = LAST_USE_INTERVAL_MINUTES * 60 * 1000;

/**
 * A session's device in Italian words, from its browser's user agent: "Chrome su
 * Windows", "Safari su iPhone". Only the common browsers and systems are named;
 * anything else is "Browser sconosciuto" / "Dispositivo sconosciuto".
 */

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const first = (userAgent: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

export function deviceLabel(userAgent: string | null | undefined): string {
  const browser = userAgent ? first(userAgent, BROWSERS) : null;
  const system = userAgent ? first(userAgent, SYSTEMS) : null;
  if (browser && system) return `${browser} su ${system}`;
  if (browser) return browser;
  if (system) return `Browser sconosciuto su ${system}`;
  return 'Dispositivo sconosciuto';
}
