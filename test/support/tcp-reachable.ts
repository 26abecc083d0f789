import { spawnSync } from 'node:child_process';

/** True when a TCP connection to the address opens within the timeout (checked in a child, so it is synchronous). */
export function isTcpReachableSync(host: string, port: number, timeoutMs = 500): boolean {
  const script = `
    const socket = require('node:net').connect({ host: ${JSON.stringify(host)}, port: ${port} });
    socket.setTimeout(${timeoutMs}, () => { socket.destroy(); process.exit(1); });
    socket.once('connect', () => { socket.destroy(); process.exit(0); });
    socket.once('error', () => process.exit(1));
  `;
  const result = spawnSync(process.execPath, ['-e', script], { timeout: timeoutMs + 2000, stdio: 'ignore' });
  return result.status === 0;
}
