import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { PAGES } from './domain/policy';
import { AUTH_BUDGET_KB, SHELL_MODULE, TOASTER_MODULE, gzipKb, routeModules, type RoutePreloads } from './scripts/route-modules';

/** Brotli and gzip copies of the built text files, which the server sends as they are (serveStatic precompressed). */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle).filter((f) => /\.(js|css|html|svg)$/.test(f))) {
        const full = path.join(options.dir!, file);
        const data = fs.readFileSync(full);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * dist/web/route-preloads.json: the entry's JavaScript (with its static imports) and,
 * for each page path, what that page loads beyond it (its page chunk, the shell for
 * shell pages, the toasts for every page but /auth, their static imports). The server
 * lists a page's files as modulepreload links in its HTML, so they download alongside
 * the entry instead of after it has run; `npm run bench:web` weighs them. The build
 * stops when /auth's files are over its budget.
 */
function routePreloads(): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After Vite's own rewriting of the chunks: their code is what is written.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [path.relative(path.resolve(import.meta.dirname, 'web'), c.facadeModuleId!), c]));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (file: string, into: Set<string>): Set<string> => {
          if (into.has(file)) return into;
          into.add(file);
          for (const dep of byFile.get(file)?.imports ?? []) closure(dep, into);
          return into;
        };
        const entry = closure(chunks.find((c) => c.isEntry)!.fileName, new Set());
        const chunkOf = (module: string) => {
          const chunk = byModule.get(module);
          if (!chunk) throw new Error(`route-preloads: no chunk for ${module}`);
          return chunk.fileName;
        };
        const shellPages = new Set(PAGES.filter((p) => p.layout === 'shell').map((p) => p.path));
        const routes: Record<string, string[]> = {};
        for (const [route, module] of routeModules()) {
          const files = closure(chunkOf(module), new Set());
          if (shellPages.has(route)) closure(chunkOf(SHELL_MODULE), files);
          if (route !== '/auth') closure(chunkOf(TOASTER_MODULE), files);
          routes[route] = [...files].filter((f) => !entry.has(f)).map((f) => `/${f}`);
        }
        const preloads: RoutePreloads = { entry: [...entry].map((f) => `/${f}`), routes };
        this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
        // The build fails rather than ship a sign-in page over its budget, counted as the bench counts it.
        const authKb = [...entry, ...routes['/auth']!.map((f) => f.slice(1))].reduce((kb, file) => kb + gzipKb(byFile.get(file)!.code), 0);
        if (authKb > AUTH_BUDGET_KB) this.error(`/auth loads ${authKb.toFixed(1)} KB of JavaScript (gzip), over its budget of ${AUTH_BUDGET_KB} KB: see docs/decisions/006`);
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  plugins: [react(), tailwindcss(), routePreloads(), precompress()],
  resolve: {
    alias: {
      '@domain': path.resolve(import.meta.dirname, 'domain'),
      '@web': path.resolve(import.meta.dirname, 'web/src'),
      '@server': path.resolve(import.meta.dirname, 'server'),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // No runtime helper adding <link rel="modulepreload"> for a lazy page's imports while it
    // renders (40 ms of a slow phone's main thread per page): a plain page names its files
    // in its HTML (server/platform/http/spa.ts); a rendered page fetches them after its first paint.
    modulePreload: false,
    // The server's build of the pages (web/src/server-render.tsx) is one file, loaded at start:
    // no page waits for its code to load when it is first rendered.
    ...(isSsrBuild && { rolldownOptions: { output: { codeSplitting: false } }, copyPublicDir: false }),
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
