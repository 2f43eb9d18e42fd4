import { createRequire } from 'node:module';

/**
 * Whether the development dependencies are installed (npm ci) or not (npm ci --omit=dev).
 * Asked of a package only the build uses: vite and tsx are also optional peers of runtime
 * packages (better-auth, graphile-worker) and stay in a production install.
 */
export function isDevelopmentInstall() {
  try {
    createRequire(import.meta.url).resolve('@vitejs/plugin-react');
    return true;
  } catch {
    return false;
  }
}
