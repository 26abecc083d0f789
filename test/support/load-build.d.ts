// Types of load-build.js (CommonJS, so that child processes can preload it with `node -r`).

/** The repository root. */
export const REPO_ROOT: string;
/** The repository's src/. */
export const SRC_DIR: string;
/** The repository's dist/ (`npm run build`). */
export const DIST_DIR: string;

/**
 * Why dist/ does not match src/ (the first difference found: a source newer than its build or without one, a
 * build input changed after the build, no build), or undefined when it does.
 */
export function buildReason(): string | undefined;

/** True when dist/ matches src/. */
export function isBuildFresh(): boolean;

/** `src/a/b.ts` -> `dist/a/b.js` (an asset keeps its name); undefined outside src/ or for a file not built. */
export function distPathOf(file: string): string | undefined;

/** `dist/a/b.js` -> `src/a/b.ts`; any other path unchanged. */
export function sourcePathOf(file: string): string;

/** Makes every module of src/ this process loads come from its dist/ counterpart. Idempotent. */
export function mapSourceToDist(): void;

/**
 * A package folder with `npm run build` of the current sources in its `dist/`, made once per content of the
 * sources and shared by every suite and worker that asks.
 */
export function sharedBuild(): Promise<string>;
