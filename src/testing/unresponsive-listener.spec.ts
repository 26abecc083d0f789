import * as net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { startUnresponsiveListener } from './unresponsive-listener';

/** The kinds of open handles, without timers (the test runner keeps some of its own). */
function openHandles(): string[] {
  return process
    .getActiveResourcesInfo()
    .filter((kind) => kind !== 'Timeout' && kind !== 'Immediate')
    .sort();
}

describe('startUnresponsiveListener', () => {
  it('holds a new TCP connect pending: no connect, no error', async () => {
    const listener = await startUnresponsiveListener();
    const events: string[] = [];
    const socket = net.connect({ host: listener.host, port: listener.port });
    socket.on('connect', () => events.push('connect'));
    socket.on('error', (error: NodeJS.ErrnoException) => events.push(`error ${error.code}`));
    try {
      await sleep(1500);

      expect(events).toEqual([]);
      expect(socket.connecting).toBe(true);
      expect(listener.url).toBe(`http://127.0.0.1:${listener.port}`);
    } finally {
      socket.destroy();
      await listener.close();
    }
  });

  it('leaves no open handles after close()', async () => {
    const before = openHandles();
    const listener = await startUnresponsiveListener();

    expect(openHandles().length).toBeGreaterThan(before.length);

    await listener.close();
    await sleep(0);

    expect(openHandles()).toEqual(before);
  });

  it('frees the port on close()', async () => {
    const listener = await startUnresponsiveListener();
    await listener.close();

    const refused = await new Promise<string | undefined>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port: listener.port });
      socket.on('connect', () => {
        socket.destroy();
        resolve(undefined);
      });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code));
    });

    expect(refused).toBe('ECONNREFUSED');
  });
});
