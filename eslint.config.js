// Lint: typescript-eslint's recommended rules, React hooks rules, and the one-way import rule
// (domain → api → machines → components → features → app; a feature never imports another feature;
// the server takes only src/domain from the browser side).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import { screenKitRules } from './scripts/eslint/screenKitRules.js';

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'node_modules/**', 'src/api/generated/**', 'server/generated/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Blueprint's Tabs move focus with the arrow keys only between tabs that render
      // aria-disabled="false", which it leaves out unless `disabled` is given.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name="Tab"]:not(:has(JSXAttribute[name.name="disabled"]))',
          message: 'Give every Blueprint <Tab> a `disabled` prop (disabled={false}), or the arrow keys skip it.',
        },
        {
          selector: 'JSXOpeningElement[name.name="Tabs"]:not(:has(JSXAttribute[name.name="animate"]))',
          message:
            'Give every Blueprint <Tabs> animate={false}: the animated underline measures the tab list, a forced layout of the page in the middle of a render (ARCHITECTURE, "Performance rules").',
        },
        {
          selector: 'Literal[value=/\\bbp6-/], TemplateElement[value.raw=/\\bbp6-/]',
          message:
            "Name Blueprint's classes through its constants (`Classes.TEXT_MUTED` from '@blueprintjs/core', `TableClasses` of src/components/tableClasses.ts), never as literal `bp6-` text: the prefix changes with Blueprint's major version, and a name Blueprint does not define styles nothing.",
        },
        {
          selector: 'JSXOpeningElement[name.name="PopoverNext"]:not(:has(JSXAttribute[name.name="lazy"]))',
          message:
            'Give every Blueprint <PopoverNext> `lazy`: unlike Popover it draws its closed overlay and a portal on the body at once, seven of them on the users page before its first rows (ARCHITECTURE, "Performance rules").',
        },
        {
          selector: 'JSXOpeningElement[name.name="Tag"]:not(:has(JSXAttribute[name.name="multiline"]))',
          message:
            'Give every Blueprint <Tag> `multiline` (app.css clips it to one line): without it each tag measures its text after every render, a forced layout per tag (ARCHITECTURE, "Performance rules").',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/useTranslation.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message: "Use src/components/useTranslation.ts: react-i18next's hook copies the i18next instance and subscribes to its events in every component (issue 27).",
            },
          ],
        },
      ],
    },
  },
  // The screen kit (ARCHITECTURE, "Screen kit"): every feature is on it, so its rules are errors everywhere in src/features.
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { kit: screenKitRules },
    rules: { 'kit/no-status-check': 'error' },
  },
  {
    files: ['src/features/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'kit/no-cache-refresh': 'error', 'kit/no-toast': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/include': ['src/**/*', 'server/**/*'],
      // Re-exports and lazy chunks cross boundaries as much as static imports do.
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'domain', pattern: 'src/domain' },
        { type: 'api', pattern: 'src/api' },
        { type: 'machines', pattern: 'src/machines' },
        { type: 'components', pattern: 'src/components' },
        { type: 'features', pattern: 'src/features/*', capture: ['featureName'] },
        { type: 'app', pattern: 'src/app' },
        { type: 'entry', pattern: 'src/*.{ts,tsx}', mode: 'file' },
        // The server, bottom up: core (prices, options, counters) and the rest of server/ (db, money,
        // mail, config) under auth and http, the modules over them, jobs and start on top.
        { type: 'server-repository', pattern: 'server/modules/*/*{R,r}epository.ts', mode: 'file', capture: ['module'] },
        { type: 'server-handlers', pattern: 'server/modules/*/handlers.ts', mode: 'file', capture: ['module'] },
        { type: 'server-modules-index', pattern: 'server/modules/index.ts', mode: 'file' },
        { type: 'server-module', pattern: 'server/modules/*', capture: ['module'] },
        { type: 'server-core', pattern: 'server/core' },
        { type: 'server-auth', pattern: 'server/auth' },
        { type: 'server-http', pattern: 'server/http' },
        { type: 'server-jobs', pattern: 'server/jobs' },
        { type: 'server-start', pattern: 'server/start' },
        { type: 'server-entry', pattern: 'server/{main,app}.ts', mode: 'file' },
        { type: 'server', pattern: 'server' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'domain', allow: ['domain'] },
            { from: 'api', allow: ['domain', 'api'] },
            { from: 'machines', allow: ['domain', 'api', 'machines'] },
            { from: 'components', allow: ['domain', 'api', 'machines', 'components'] },
            { from: 'features', allow: ['domain', 'api', 'machines', 'components', ['features', { featureName: '${from.featureName}' }]] },
            { from: 'app', allow: ['domain', 'api', 'machines', 'components', 'features', 'app'] },
            { from: 'entry', allow: ['domain', 'api', 'machines', 'components', 'features', 'app'] },
            // core throws the one error vocabulary (server/http/apiError.ts), as every layer does
            { from: 'server-core', allow: ['domain', 'server', 'server-core', 'server-http'] },
            // auth and http import no module
            { from: ['server-auth', 'server-http'], allow: ['domain', 'server', 'server-core', 'server-auth', 'server-http'] },
            // a module imports another module's services, never its repository or handlers
            {
              from: ['server-module', 'server-repository', 'server-handlers'],
              allow: [
                'domain', 'server', 'server-core', 'server-auth', 'server-http', 'server-module',
                ['server-repository', { module: '${from.module}' }],
                ['server-handlers', { module: '${from.module}' }],
              ],
            },
            { from: 'server-modules-index', allow: ['server-http', 'server-handlers'] },
            // the seed (server/db/seed) hashes passwords, posts through the ledger and rebuilds its sort keys
            { from: 'server', allow: ['server', 'domain', 'server-core', 'server-auth', 'server-module', 'server-repository'] },
            { from: 'server-jobs', allow: ['domain', 'server', 'server-core', 'server-http', 'server-module', 'server-repository', 'server-jobs'] },
            // nothing imports server/jobs or server/start but start and the entry points
            {
              from: ['server-start', 'server-entry'],
              allow: ['domain', 'server', 'server-core', 'server-auth', 'server-http', 'server-module', 'server-repository', 'server-handlers', 'server-modules-index', 'server-jobs', 'server-start', 'server-entry'],
            },
          ],
        },
      ],
    },
  },
  {
    // SQL lives in repositories only: a handler or service that builds a query is refused here.
    files: ['server/modules/**/*.ts'],
    ignores: ['server/modules/**/*[Rr]epository.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: 'SQL belongs in a repository (server/modules/<area>/*Repository.ts or repository.ts).',
        },
        {
          selector: 'TaggedTemplateExpression[tag.name="sql"]',
          message: 'SQL belongs in a repository (server/modules/<area>/*Repository.ts or repository.ts).',
        },
      ],
    },
  },
);
