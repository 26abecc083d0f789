// Jest setup file (each test file's own `process`): `process.allowedNodeEnvironmentFlags` is a getter that builds a
// Set of every flag Node knows on each read, and jest's sandboxed `process` does not cache it as Node's own does.
// axios reads it on every request, which made each loopback request of a suite pay for it. Read it once per file.
const flags = process.allowedNodeEnvironmentFlags;
Object.defineProperty(process, 'allowedNodeEnvironmentFlags', { value: flags, configurable: true });
