import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// web/src/app/ composes the app (entry, providers, router) on top of everything else: features, components and lib
// never import from it; what they share with it (the session, the page request, the legal links) lives in web/src/lib.
const noAppImports = {
  group: ['@web/app/**', '**/app/**'],
  message: "web/src/app compone l'app e non si importa da components, lib o features: ciò che serve sta in web/src/lib",
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'server/platform/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No import cycles, across the whole tree: what two modules share lives one floor below both.
    // The TypeScript resolver reads tsconfig.json, so the @domain, @server and @web aliases resolve.
    plugins: { 'import-x': importX },
    settings: {
      // The plugin's TypeScript settings (extensions, parser), with the resolver of its flat-config API.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/external-module-folders': importX.flatConfigs.typescript.settings['import-x/external-module-folders'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // domain/ is shared by both sides and holds the rules only: it imports itself, zod, and the
    // offline holiday data the due dates are shifted by; no framework, no I/O, neither side.
    files: ['domain/**/*.ts'],
    ignores: ['domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!zod(/|$)|date-holidays$|\\.{1,2}/)', message: 'domain/ importa solo sé stesso, zod e date-holidays' },
            { group: ['**/server/**', '**/web/**'], message: 'domain/ non importa da server/ o web/' },
          ],
        },
      ],
    },
  },
  {
    // web/ talks to the server over HTTP only; from server/ it may import types (AppType), nothing else.
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '@server/*'], allowTypeImports: true, message: 'web/ importa da server/ solo tipi (import type)' }] },
      ],
    },
  },
  // Components and lib never import from web/src/app (features neither: below).
  {
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '@server/*'], allowTypeImports: true, message: 'web/ importa da server/ solo tipi (import type)' },
            noAppImports,
          ],
        },
      ],
    },
  },
  // A feature stands alone: what two features share lives in web/src/components or web/src/lib.
  // A relative path that climbs out of the feature's folder is refused like an alias to another feature.
  ...[
    { files: ['web/src/features/*/*.{ts,tsx}'], outside: '../*' },
    { files: ['web/src/features/*/*/**/*.{ts,tsx}'], outside: '../../*' },
  ].map(({ files, outside }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '@server/*'], allowTypeImports: true, message: 'web/ importa da server/ solo tipi (import type)' },
            { group: ['@web/features/**', outside], message: "una funzionalità non importa da un'altra: ciò che condividono sta in web/src/components o web/src/lib" },
            noAppImports,
          ],
        },
      ],
    },
  })),
  // The server in two floors: the platform (server/platform/: configuration, database, files, mail, jobs,
  // HTTP plumbing, logging) below, the product modules (server/modules/<area>/) above, and the files at
  // server/'s root that compose the two (app, auth, context factory, start). ESLint applies one
  // no-restricted-imports per file (the last block that matches wins), so each block repeats what it inherits.
  ...(() => {
    const noWeb = { group: ['**/web/**', '@web/*'], message: 'server/ non importa da web/' };
    const noHttp = {
      group: ['**/http/**', '@server/platform/http/**'],
      message:
        "un servizio non importa da server/platform/http/: ciò che serve anche alle rotte (errori, ambito dell'utente) sta più in basso, in server/platform/errors.ts o server/platform/actor.ts",
    };
    // The platform knows no module and nothing composed above it; a type it names (the auth instance's) is allowed.
    const noFloorAbove = {
      group: ['**/modules/**', '@server/modules/**', '**/seed/**', '../auth', '../../auth', '../app', '../../app', '../app-tasks', '../../app-tasks'],
      allowTypeImports: true,
      message:
        'server/platform/ non importa i moduli né ciò che li compone: ogni modulo dichiara i suoi lavori (TaskModule) e server/app-tasks.ts li elenca; ciò che serve a entrambi sta nella piattaforma',
    };
    const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
    return [
      { files: ['server/**/*.ts'], rules: restrict(noWeb) },
      // Services and every other non-route file of a module: no HTTP. Routes (*.routes.ts) and tests may use it.
      { files: ['server/modules/**/*.ts'], ignores: ['server/modules/**/*.routes.ts', 'server/modules/**/*.test.ts'], rules: restrict(noWeb, noHttp) },
      { files: ['server/platform/**/*.ts'], ignores: ['server/platform/**/*.test.ts'], rules: restrict(noWeb, noFloorAbove) },
    ];
  })(),
);
