/**
 * sha256 of the refresh's module (or `entry`, a path from `dir`) bundled with everything of the app it
 * imports (npm packages left out), without comments or layout.
 */
export declare function calendarCodeHash(entry?: string, dir?: string): Promise<string>;
