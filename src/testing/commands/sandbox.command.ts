import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { formatEnvBlock } from '../env-block';
import { RunningSandboxes, SANDBOX_NAMES, SandboxName, startSandboxes } from '../sandbox-launcher';

const STOP_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];

/**
 * `sandbox [names...]`: starts the named sandboxes (all three when none is named) on 127.0.0.1 and free ports,
 * prints their URLs as comments and a `.env` block that points the modules at them (a shell and dotenv read it
 * alike) or, with `--json`, `{ urls, env }`, and runs until SIGINT or SIGTERM, then closes them. An unknown name: one error line and exit code 1.
 */
@Command({
  name: 'sandbox',
  arguments: '[names...]',
  argsDescription: { names: `sandboxes to start: ${SANDBOX_NAMES.join(', ')} (default: all three)` },
  description: 'Start the API sandboxes on 127.0.0.1, print a .env block for them and run until stopped',
})
export class SandboxCommand extends CommandRunner {
  constructor(private readonly output: CommandOutput) {
    super();
  }

  async run(names: string[] = [], options: { json?: boolean } = {}): Promise<void> {
    try {
      const running = await startSandboxes(names as SandboxName[]);
      try {
        if (options.json) this.output.printJson({ urls: running.urls, env: running.env });
        else this.output.print(envBlockOf(running));
        await nextStopSignal();
      } finally {
        await running.close();
      }
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }

  /** Reads `--json`: print JSON. */
  @Option({ flags: '--json', description: 'print JSON' })
  parseJson(): boolean {
    return true;
  }
}

/** The URLs as comments, then the settings as a `.env` block. */
function envBlockOf(running: RunningSandboxes): string {
  const urls = Object.entries(running.urls).map(([name, url]) => `# ${name} sandbox: ${url}`);
  return [
    '# API sandboxes on 127.0.0.1, running until stopped (Ctrl+C); this block points the modules at them.',
    ...urls,
    formatEnvBlock(running.env),
  ].join('\n');
}

/** Resolves at the first SIGINT or SIGTERM; until then, neither ends the process by itself. */
function nextStopSignal(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      STOP_SIGNALS.forEach((signal) => process.off(signal, stop));
      resolve();
    };
    STOP_SIGNALS.forEach((signal) => process.on(signal, stop));
  });
}
