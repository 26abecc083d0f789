/** What `npm run demo -- <arguments>` asked for. */
export interface DemoArguments {
  /** `--serve`: keep the app and the sandboxes running instead of running the steps. */
  serve: boolean;
  /** `--port <n>`: the app's port; 0 (the default) picks a free one. */
  port: number;
  /** `--set NAME=VALUE` (repeatable): settings that override the demo's own, for the app and the CLI. */
  settings: Record<string, string>;
  /** `--help`. */
  help: boolean;
}

/** The usage text of `npm run demo`. */
export const DEMO_USAGE = [
  'Usage: npm run demo -- [--serve] [--port <n>] [--set NAME=VALUE ...]',
  '',
  'Starts the Delivery, Accounting and Lock sandboxes on 127.0.0.1, runs the demo app (examples/demo) against',
  'them and shows the suite working step by step. Exits 0 when every step passed.',
  '',
  '  --serve           keep the app and the sandboxes running (Ctrl-C stops them); prints their URLs and a .env',
  '  --port <n>        the port of the demo app (default: a free port)',
  '  --set NAME=VALUE  override a setting of the app and its CLI, e.g. --set DELIVERY_TIMEOUT=5 (repeatable);',
  "                    with --serve, --set LOCK_DEMO_LOCKS=300 gives the console's Harbour Office 300 made-up",
  '                    locks (3 to 2000) to try its search, order, pages and list on',
  '  --help            this text',
  '',
].join('\n');

const SETTING = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s;

/** Reads the arguments (`--flag value` or `--flag=value`). @throws Error naming an argument it does not understand */
export function parseDemoArguments(argv: readonly string[]): DemoArguments {
  const parsed: DemoArguments = { serve: false, port: 0, settings: {}, help: false };
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index];
    const equals = argument.startsWith('--') ? argument.indexOf('=') : -1;
    const flag = equals === -1 ? argument : argument.slice(0, equals);
    const value = (): string => {
      const given = equals === -1 ? argv[++index] : argument.slice(equals + 1);
      if (given === undefined) throw new Error(`${flag} needs a value; see npm run demo -- --help`);
      return given;
    };
    switch (flag) {
      case '--serve':
        parsed.serve = true;
        break;
      case '--help':
      case '-h':
        parsed.help = true;
        break;
      case '--port':
        parsed.port = portOf(value());
        break;
      case '--set': {
        const match = SETTING.exec(value());
        if (match === null) throw new Error('--set takes NAME=VALUE, e.g. --set DELIVERY_TIMEOUT=5');
        parsed.settings[match[1]] = match[2];
        break;
      }
      default:
        throw new Error(`Unknown argument "${argument}"; see npm run demo -- --help`);
    }
  }
  return parsed;
}

function portOf(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new Error(`--port takes a port number, got "${value}"`);
  return port;
}
