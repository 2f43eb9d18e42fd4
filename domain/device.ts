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
