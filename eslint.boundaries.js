import boundaries from 'eslint-plugin-boundaries';

/**
 * The import direction of docs/ARCHITECTURE.md, checked on resolved paths (not on the written
 * specifier), for static imports, re-exports and dynamic import() alike:
 * - the app layer (src/app/, the composition root) registers the features through their
 *   index.ts; only src/main.tsx mounts it;
 * - a feature (resources/<name>/) uses the shell (src/ but the app layer), the route constants,
 *   dataProvider/, i18n/, and another feature only through that feature's index.ts;
 * - the shell (src/ but src/app/) imports no feature and not the app layer;
 * - dataProvider/ and src/domain/ import no UI and no route; src/domain/ imports only itself;
 * - fake-api/ imports src/domain, the route constants, i18n/languages and dataProvider's wire
 *   types, nothing of the UI.
 * Tests are outside the layers: a test may open any module it checks.
 */
const ELEMENTS = [
  { type: 'feature', pattern: 'resources/*', capture: ['feature'] },
  { type: 'app', pattern: 'src/app' },
  { type: 'routes', pattern: 'src/routes' },
  { type: 'domain', pattern: 'src/domain' },
  { type: 'shell', pattern: 'src' },
  { type: 'dataProvider', pattern: 'dataProvider' },
  { type: 'i18n', pattern: 'i18n' },
  { type: 'fakeApi', pattern: 'fake-api' },
];

/** The entry point (src/main.tsx): the one file of the shell that mounts the app layer. */
const ENTRY = 'main.tsx';
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
      element({ type: 'app' }),
      element({ type: 'shell', fileInternalPath: ENTRY }),
      element({ type: 'routes', fileInternalPath: `!${ROUTE_CONSTANTS}` }),
      element({ type: 'fakeApi' }),
    ],
    message:
      'A feature uses src/, dataProvider/ and i18n/, not the app layer (src/app/) or fake-api',
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
    from: { element: types(['shell', 'routes', 'domain', 'dataProvider', 'i18n']) },
    disallow: element({ type: 'feature' }),
    message: 'Only the app layer (src/app/) registers features: hand the shell what it needs',
  },
  {
    from: { element: types(['routes', 'domain', 'dataProvider', 'i18n']) },
    disallow: element({ type: 'app' }),
    message: 'The app layer (src/app/) composes the rest; nothing below it imports it',
  },
  {
    from: { element: { type: 'shell', fileInternalPath: `!${ENTRY}` } },
    disallow: element({ type: 'app' }),
    message: 'The app layer (src/app/) composes the shell; only src/main.tsx mounts it',
  },
  {
    from: { element: { type: 'app' } },
    disallow: element({ type: 'feature', fileInternalPath: '!index.ts' }),
    message: 'The app layer registers a feature through its index.ts, not its internals',
  },
  {
    from: { element: types(['dataProvider', 'domain']) },
    disallow: [
      element(types(['shell', 'app', 'routes', 'fakeApi'])),
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
      element(types(['feature', 'shell', 'app'])),
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
