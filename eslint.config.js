import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/server/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // type-aware rules (docs/architecture.md "CI and tests"): a promise nobody awaits or handles is a lost error
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['playwright.config.ts', 'vitest.config.ts', 'vitest.cluster.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    // the first page's files (the entry's closure and the sign-in page) import MUI by path, so the
    // build can tell which MUI modules only signed-in pages use (apps/web/signed-in-chunk.ts, docs/architecture.md "Front-end loading")
    files: [
      'apps/web/src/{App,main,router,theme}.tsx',
      'apps/web/src/shell/{AccountMenu,ErrorPage,LanguageMenu,NotFoundPage,PageHeading,Root,RouteErrorPage,SkipLink,guards}.tsx',
      'apps/web/src/modules/accounts/{routes,session}.tsx',
      'apps/web/src/modules/accounts/{components/AuthLayout,pages/SignInPage}.tsx',
      'apps/web/src/ui/FormTextField.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@mui/material', '@mui/icons-material'].map((name) => ({
            name,
            message: `the sign-in page's files import MUI by path ('${name}/Button'): apps/web/signed-in-chunk.ts`,
          })),
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // CommonJS configuration files (.dependency-cruiser.cjs)
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
    // a CommonJS file loads another (the module-level cruiser config extends the file-level one)
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
