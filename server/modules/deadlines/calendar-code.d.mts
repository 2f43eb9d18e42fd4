/** sha256 of the refresh's module bundled with everything of the app it imports (npm packages left out). */
export declare function calendarCodeHash(): Promise<string>;
