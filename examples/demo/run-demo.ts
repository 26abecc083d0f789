import { DEMO_USAGE, parseDemoArguments } from './runner/demo-arguments';
import { buildWhenNeeded } from './runner/package-build';

/**
 * `npm run demo`: reads the arguments first, so `--help` and a wrong argument answer at once; only a run builds
 * the package (when `dist/` is missing or older than the sources), then loads the runner, which uses the build.
 */
async function main(argv: readonly string[]): Promise<number> {
  const options = parseDemoArguments(argv);
  if (options.help) {
    process.stdout.write(DEMO_USAGE);
    return 0;
  }
  await buildWhenNeeded();
  // Loaded only now: the runner loads the package from dist/. (A dynamic import() would be an ES module import.)
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { runDemo } = require('./runner/demo-run') as typeof import('./runner/demo-run');
  return runDemo(options);
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    const line = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    process.stderr.write(`demo: ${line}\n`);
    process.exitCode = 1;
  },
);
