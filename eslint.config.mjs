// @ts-check
import eslint from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'api-docs/**', 'coverage/**', 'node_modules/**', '*.js', '*.mjs'] },
  eslint.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'error',
    },
  },
  {
    files: ['test/support/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { process: 'readonly', module: 'writable' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Node scripts: the build's post-step, the consumer tests' runner and their host apps' plain scripts.
    files: ['scripts/**/*.mjs', 'test/consumer/**/*.js', 'test/consumer/**/*.mjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', require: 'readonly', __dirname: 'readonly' },
    },
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The lock console's script, run by browsers.
    files: ['src/lock/application/console/assets/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: {
        document: 'readonly',
        fetch: 'readonly',
        URLSearchParams: 'readonly',
        FormData: 'readonly',
        window: 'readonly',
        HTMLFormElement: 'readonly',
      },
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.e2e-spec.ts', 'bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
