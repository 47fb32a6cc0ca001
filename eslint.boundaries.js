import boundaries from 'eslint-plugin-boundaries';

/**
 * The import direction of docs/ARCHITECTURE.md, checked on resolved paths (not on the written
 * specifier), for static imports, re-exports and dynamic import() alike:
 * - a feature (resources/<name>/) uses src/ (not App nor the route table's registration),
 *   dataProvider/, i18n/, and another feature only through that feature's index.ts;
 * - src/ (the shell) imports no feature: only App and src/routes/ register them, via index.ts;
 * - dataProvider/ and src/domain/ import no UI and no route; src/domain/ imports only itself;
 * - fake-api/ imports src/domain, the route constants, i18n/languages and dataProvider's wire
 *   types, nothing of the UI.
 * Tests are outside the layers: a test may open any module it checks.
 */
const ELEMENTS = [
  { type: 'feature', pattern: 'resources/*', capture: ['feature'] },
  { type: 'routes', pattern: 'src/routes' },
  { type: 'domain', pattern: 'src/domain' },
  { type: 'shell', pattern: 'src' },
  { type: 'dataProvider', pattern: 'dataProvider' },
  { type: 'i18n', pattern: 'i18n' },
  { type: 'fakeApi', pattern: 'fake-api' },
];

/** Files of the shell that features never import: the app's root. */
const APP_ROOT = '{App.tsx,main.tsx,portal.ts}';
/** The route constants (src/routes/paths.ts): they import nothing, anyone may read them. */
const ROUTE_CONSTANTS = 'paths.ts';
/** The language list (i18n/languages.ts): data, not a catalog. */
const LANGUAGE_LIST = 'languages.ts';

const element = (selector) => ({ to: { element: selector } });
const types = (list) => ({ types: { anyOf: list } });

const POLICIES = [
  {
    from: { element: { type: 'feature' } },
    disallow: [
      element({ type: 'shell', fileInternalPath: APP_ROOT }),
      element({ type: 'routes', fileInternalPath: `!${ROUTE_CONSTANTS}` }),
      element({ type: 'fakeApi' }),
    ],
    message: 'A feature uses src/, dataProvider/ and i18n/, not App, the route table or fake-api',
  },
  {
    from: { element: { type: 'feature' } },
    disallow: element({
      type: 'feature',
      captured: { feature: '!{{ from.element.captured.feature }}' },
      fileInternalPath: '!index.ts',
    }),
    message:
      "Another feature's internals: import what it exports from resources/{{ to.element.captured.feature }}/index.ts",
  },
  {
    from: { element: types(['shell', 'domain', 'dataProvider', 'i18n']) },
    disallow: element({ type: 'feature' }),
    message: 'Only the route table (src/routes/) registers features',
  },
  {
    from: { element: { type: 'routes' } },
    disallow: element({ type: 'feature', fileInternalPath: '!index.ts' }),
    message: 'The route table registers a feature through its index.ts, not its internals',
  },
  {
    from: { element: types(['dataProvider', 'domain']) },
    disallow: [
      element(types(['shell', 'routes', 'fakeApi'])),
      element({ type: 'i18n', fileInternalPath: `!${LANGUAGE_LIST}` }),
    ],
    message: 'dataProvider/ and src/domain/ import no UI and no route',
  },
  {
    from: { element: { type: 'domain' } },
    disallow: element({ type: 'dataProvider' }),
    message: 'src/domain/ holds pure rules: it imports only itself',
  },
  {
    from: { element: { type: 'fakeApi' } },
    disallow: [
      element(types(['feature', 'shell'])),
      element({ type: 'routes', fileInternalPath: `!${ROUTE_CONSTANTS}` }),
      element({ type: 'i18n', fileInternalPath: `!${LANGUAGE_LIST}` }),
    ],
    message: 'fake-api imports src/domain, the route constants and wire types, never UI code',
  },
];

/** UI libraries that dataProvider/ and src/domain/ must not load (types stay allowed). */
const UI_PACKAGES = ['@mui/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom'];

export const boundariesConfig = [
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'boundaries/ignore': ['**/*.test.{ts,tsx}', 'tests/**', 'bench/**', '**/testSupport.ts'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [2, { default: 'allow', policies: POLICIES }],
    },
  },
  {
    files: ['dataProvider/**/*.ts', 'src/domain/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testSupport.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: UI_PACKAGES, allowTypeImports: true, message: 'No UI here' }] },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...UI_PACKAGES, 'react', 'react-admin'],
              allowTypeImports: true,
              message: 'src/domain holds pure rules: no React, no react-admin',
            },
          ],
        },
      ],
    },
  },
];
