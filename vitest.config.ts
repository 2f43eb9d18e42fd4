import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@domain': path.resolve(import.meta.dirname, 'domain'),
  '@web': path.resolve(import.meta.dirname, 'web/src'),
  '@server': path.resolve(import.meta.dirname, 'server'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['domain/**/*.test.ts', 'web/src/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        // Components rendered in a simulated browser page.
        resolve: { alias },
        test: { name: 'components', include: ['web/src/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['web/src/test/setup.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          // The server's log stays quiet in tests; a test that reads it captures it (server/test/log.ts).
          env: { LOG_LEVEL: 'silent' },
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
