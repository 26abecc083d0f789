import * as path from 'node:path';

/** The repository root: the children run from here, so the package resolves to its own `dist/`. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
/** The demo app's entry point. */
export const APP_ENTRY = path.resolve(__dirname, '..', 'src', 'main.ts');
/** The demo app's command line. */
export const CLI_ENTRY = path.resolve(__dirname, '..', 'src', 'cli.ts');
/** Node's arguments that run a TypeScript entry point without a build step (transpiled, not type-checked). */
export const TS_NODE_ARGUMENTS = ['-r', require.resolve('ts-node/register/transpile-only')];
/** How the output writes the demo's command line for the reader. */
export const CLI_DISPLAY = 'node -r ts-node/register/transpile-only examples/demo/src/cli.ts';
