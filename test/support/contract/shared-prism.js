// One Prism mock and one Prism validating proxy for the whole jest run, started by the global setup
// (test/support/global-setup.js calls `startSharedPrism(globalConfig)`, global-teardown.js `stopSharedPrism()`),
// instead of two Prism processes per contract suite. The proxy's upstream is a relay in this process: it forwards
// each request to the loopback server named in its `x-contract-upstream` header (the sandbox a test started) and
// refuses any other. Where they listen reaches the workers through `process.env` (INTEGRATIONS_SHARED_PRISM,
// JSON), which they inherit; test/support/contract/prism-mock.ts reads it. The setup does not wait for Prism to
// listen (it takes seconds): the first contract suite waits, every other suite starts at once. Prism's output goes
// to test-output/prism-mock.log and test-output/prism-proxy.log.
/* global require, module, __dirname, process, URL */
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by jest's global setup */
const { spawn } = require('node:child_process');
const { closeSync, mkdirSync, openSync } = require('node:fs');
const { createServer, request } = require('node:http');
const { isIP } = require('node:net');
const { join, relative, resolve } = require('node:path');
const { clearTimeout, setTimeout } = require('node:timers');

const REPO_ROOT = resolve(__dirname, '..', '..', '..');
const OPENAPI = join(REPO_ROOT, 'openapi', 'lock-api.openapi.json');
const LOG_DIR = join(REPO_ROOT, 'test-output');
/** The env variable the workers read: JSON of `SharedPrism`, or `{ "notStarted": "<why>" }`. */
const ENV_NAME = 'INTEGRATIONS_SHARED_PRISM';
/** The request header naming the proxy's upstream for that request (a base URL on the loopback). */
const UPSTREAM_HEADER = 'x-contract-upstream';
/** The suites that use Prism, the Prism each one uses, and the jest project they belong to. */
const CONTRACT_SUITES = [
  { file: join(REPO_ROOT, 'test', 'lock-api-contract.e2e-spec.ts'), mode: 'mock' },
  { file: join(REPO_ROOT, 'test', 'lock-sandbox-contract.e2e-spec.ts'), mode: 'proxy' },
];
const CONTRACT_PROJECT = 'e2e';

/** What this process started: the Prism processes and the relay. */
let started;

/**
 * Starts the Prism processes the run's contract suites use (the mock, the proxy with the relay, or both; none when
 * the run includes no contract suite) and publishes where they listen in `process.env.INTEGRATIONS_SHARED_PRISM`;
 * resolves once they are spawned (Prism itself listens a few seconds later: `PrismMock.start()` waits for it).
 * Idempotent.
 */
async function startSharedPrism(globalConfig = {}, argv = process.argv) {
  if (started !== undefined) return;
  const { modes, skipped } = prismModesOf(globalConfig, argv);
  const published = { upstreamHeader: UPSTREAM_HEADER };
  started = { relay: undefined, processes: [] };
  if (modes.length > 0) {
    mkdirSync(LOG_DIR, { recursive: true });
    process.on('exit', killAll);
  }
  const ports = new Set();
  for (const mode of modes) {
    let port = await freePort();
    while (ports.has(port)) port = await freePort(); // the first Prism may not have bound its port yet
    ports.add(port);
    let upstream = [];
    if (mode === 'proxy') {
      started.relay = await startRelay();
      upstream = [started.relay.url];
    }
    const prism = spawnPrism(mode, port, upstream);
    started.processes.push(prism.child);
    published[mode] = { url: `http://127.0.0.1:${port}`, pid: prism.child.pid, log: prism.log };
  }
  for (const [mode, why] of Object.entries(skipped)) published[mode] = { notStarted: why };
  process.env[ENV_NAME] = JSON.stringify(published);
}

/** Stops what `startSharedPrism` started (nothing when it started nothing); resolves once the processes are gone. */
async function stopSharedPrism() {
  if (started === undefined) return;
  const { relay, processes } = started;
  started = undefined;
  process.off('exit', killAll);
  // Held again while they stop: unreferenced (so that a run never waits on them), they would let Node exit in the
  // middle of this teardown, before jest writes its results.
  relay?.server.ref();
  relay?.server.closeAllConnections();
  await Promise.all([
    new Promise((done) => (relay === undefined ? done() : relay.server.close(() => done()))),
    ...processes.map((child) => stopped(child)),
  ]);
  delete process.env[ENV_NAME];
}

/** How long a Prism process has to go after SIGTERM before it gets SIGKILL. */
const STOP_GRACE_MS = 5000;

/** Resolves once `child` is gone: SIGTERM, then SIGKILL when it is still there after the grace time. */
function stopped(child) {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.ref();
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    child.kill();
  });
}

/**
 * The Prism processes (`mock`, `proxy`) the contract suites this run may include use, and why each other one is
 * not needed. A suite is left out when the projects picked on the command line (`--selectProjects`,
 * `--ignoreProjects`) leave out the e2e project, `--listTests` runs nothing, or the test path patterns do not match
 * it. Runs that pick tests from git (`--onlyChanged`, `--changedSince`, `--findRelatedTests`, `--lastCommit`)
 * start both: deciding would cost more than Prism. Reads only the config and the arguments (no file system).
 */
function prismModesOf(globalConfig, argv) {
  const whole = reasonToSkipAll(globalConfig, argv);
  const modes = [];
  const skipped = {};
  for (const { file, mode } of CONTRACT_SUITES) {
    const why = whole ?? reasonToSkipSuite(globalConfig, file);
    if (why === undefined) modes.push(mode);
    else skipped[mode] = why;
  }
  return { modes, skipped };
}

/** Why the run includes no test of the e2e project, or undefined when it may. */
function reasonToSkipAll(globalConfig, argv) {
  if (globalConfig.listTests) return 'the run only lists the tests (--listTests)';
  const selected = projectsNamed(argv, 'selectProjects');
  if (selected !== undefined && !selected.includes(CONTRACT_PROJECT)) {
    return `--selectProjects ${selected.join(' ')} leaves out the ${CONTRACT_PROJECT} project`;
  }
  if ((projectsNamed(argv, 'ignoreProjects') ?? []).includes(CONTRACT_PROJECT)) {
    return `--ignoreProjects leaves out the ${CONTRACT_PROJECT} project`;
  }
  return undefined;
}

/** Why the run does not include the suite (its path patterns do not match it), or undefined when it may. */
function reasonToSkipSuite(globalConfig, file) {
  const fromGit =
    globalConfig.onlyChanged ||
    globalConfig.findRelatedTests ||
    globalConfig.lastCommit ||
    Boolean(globalConfig.changedSince);
  const patterns = pathPatterns(globalConfig);
  if (fromGit || patterns.length === 0) return undefined;
  const matches = patterns.some((pattern) => {
    try {
      return new RegExp(pattern, 'i').test(file);
    } catch {
      return true; // jest refuses such a pattern itself; start Prism rather than guess.
    }
  });
  if (matches) return undefined;
  return `the test path pattern (${patterns.join(' | ')}) does not match ${relative(REPO_ROOT, file)}`;
}

/** The test path patterns of the run: jest 29's `testPathPattern` (one string), jest 30's `testPathPatterns`. */
function pathPatterns(globalConfig) {
  const modern = globalConfig.testPathPatterns;
  if (modern !== undefined && modern !== null) {
    const list = Array.isArray(modern) ? modern : modern.patterns;
    if (Array.isArray(list)) return list.filter((pattern) => pattern !== '');
  }
  return typeof globalConfig.testPathPattern === 'string' && globalConfig.testPathPattern !== ''
    ? [globalConfig.testPathPattern]
    : [];
}

/** The project names given to `--<flag>` on the command line (`--flag a b`, `--flag=a`), or undefined without it. */
function projectsNamed(argv, flag) {
  let names;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--') break;
    if (arg.startsWith(`--${flag}=`)) {
      names = [...(names ?? []), arg.slice(flag.length + 3)];
    } else if (arg === `--${flag}`) {
      names ??= [];
      while (index + 1 < argv.length && !argv[index + 1].startsWith('-')) names.push(argv[(index += 1)]);
    }
  }
  return names;
}

/** Spawns `prism <mode>` on the port with the lock OpenAPI, its output in test-output/prism-<mode>.log. */
function spawnPrism(mode, port, extra) {
  const log = join(LOG_DIR, `prism-${mode}.log`);
  const fd = openSync(log, 'w');
  try {
    const child = spawn(
      process.execPath,
      [
        require.resolve('@stoplight/prism-cli/dist/index.js'),
        mode,
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
        OPENAPI,
        ...extra,
      ],
      { stdio: ['ignore', fd, fd], env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } },
    );
    child.unref();
    return { child, log };
  } finally {
    closeSync(fd);
  }
}

/** The relay on 127.0.0.1 that Prism's proxy forwards to: it sends each request on to its upstream header's URL. */
async function startRelay() {
  const server = createServer(relayRequest);
  server.listen(0, '127.0.0.1');
  await new Promise((done, fail) => {
    server.once('listening', done);
    server.once('error', fail);
  });
  server.unref();
  return { server, url: `http://127.0.0.1:${server.address().port}` };
}

/** Forwards one request to the loopback URL of its upstream header, without that header; a 502 otherwise. */
function relayRequest(incoming, outgoing) {
  const refuse = (message) => {
    incoming.resume();
    outgoing.writeHead(502, { 'content-type': 'text/plain' });
    outgoing.end(`contract relay: ${message}\n`);
  };
  const named = incoming.headers[UPSTREAM_HEADER];
  if (typeof named !== 'string') return refuse(`no ${UPSTREAM_HEADER} header`);
  const upstream = loopbackUrl(named);
  if (upstream === undefined) return refuse(`${UPSTREAM_HEADER} ${named} is not an http URL on the loopback`);
  const headers = { ...incoming.headers, host: upstream.host };
  delete headers[UPSTREAM_HEADER];
  const forwarded = request(
    {
      hostname: upstream.hostname.replace(/^\[|\]$/g, ''),
      port: upstream.port,
      method: incoming.method,
      path: `${upstream.pathname.replace(/\/$/, '')}${incoming.url}`,
      headers,
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  forwarded.on('error', (error) => {
    if (outgoing.headersSent) outgoing.destroy(error);
    else refuse(`${named}: ${error.message}`);
  });
  incoming.pipe(forwarded);
}

/** The URL when it is `http://` to an address of the loopback (127.0.0.0/8 or ::1), else undefined. */
function loopbackUrl(text) {
  let url;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopback = isIP(host) === 4 ? host.startsWith('127.') : isIP(host) === 6 && host === '::1';
  return url.protocol === 'http:' && loopback && url.username === '' && url.password === '' ? url : undefined;
}

/** A port free on 127.0.0.1 right now. */
async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  const { port } = server.address();
  await new Promise((done) => server.close(() => done()));
  return port;
}

/** Kills the Prism processes as this process exits (a run that ends without the teardown leaves none behind). */
function killAll() {
  for (const child of started?.processes ?? []) if (child.exitCode === null) child.kill();
}

module.exports = { startSharedPrism, stopSharedPrism, prismModesOf, ENV_NAME, UPSTREAM_HEADER };
