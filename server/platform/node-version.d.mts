/** The lowest Node.js the app runs on: package.json's `engines.node`. */
export declare const MIN_NODE_VERSION: string;
/** What is wrong with running on Node.js `version`, in Italian, or null when it is recent enough. */
export declare function nodeVersionProblem(version: string): string | null;
